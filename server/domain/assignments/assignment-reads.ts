import { type SQL, sql } from 'drizzle-orm'
import type { Assignment, AssignmentDetail } from '../../../src/api/contract/schemas/assignments'
import type { AssignmentPriority, AssignmentStatus } from '../../../src/api/contract/terms/assignments'
import type { Executor } from '../../db/client'
import { FORMER_MEMBER } from '../accounts/person-name'
import { seenByScouts, seenName } from '../privacy/minors'
import { notFound } from '../support/errors'
import { type Membership, membershipOf, requireMembership, requireRole } from '../workspaces/membership'
import { gameSummaries } from './game-summary'

// Reading assignments: a scout reads his own (still to be watched first, due soonest first; the overdue marked), a
// head every one of the workspace by member and status. One opened at the ground carries its game's squads.

const today = () => new Date().toISOString().slice(0, 10)

/** A player's name on an assignment: "Not available" for a minor hidden from scouts (privacy/minors.ts). */
const pName = seenName(sql`p.uid`, sql`p.date_of_birth`, sql`p.name`)

async function assignmentRows(db: Executor, where: SQL): Promise<Assignment[]> {
  const result = await db.execute(sql`
    select a.uid::text, a.scout_uid::text, coalesce(s.name, s.username) as scout_name,
      a.assigned_by::text, coalesce(b.name, b.username) as by_name,
      a.player_uid::text, ${pName} as player_name, a.game_uid::text,
      to_char(a.due_on, 'YYYY-MM-DD') as due_on, a.priority, a.note, a.status, a.reason,
      a.report_uid::text, a.version, a.updated_at
    from workspace_assignments a
    left join accounts s on s.uid = a.scout_uid
    left join accounts b on b.uid = a.assigned_by
    left join players p on p.uid = a.player_uid
    where ${where}
    order by (a.status in ('open', 'accepted')) desc,
      case when a.status in ('open', 'accepted') then a.due_on end asc,
      case when a.status not in ('open', 'accepted') then a.due_on end desc,
      array_position(array['high', 'normal', 'low'], a.priority), a.uid`)
  const rows = result.rows as Record<string, unknown>[]
  const games = await gameSummaries(
    db,
    rows.map((r) => r.game_uid as string | null).filter((g): g is string => Boolean(g)),
  )
  const day = today()
  return rows.map((r) => {
    const status = r.status as AssignmentStatus
    return {
      uid: String(r.uid),
      scout: { uid: r.scout_uid as string, name: (r.scout_name as string | null) ?? FORMER_MEMBER },
      assigned_by: r.assigned_by
        ? { uid: r.assigned_by as string, name: (r.by_name as string | null) ?? FORMER_MEMBER }
        : null,
      player: r.player_uid ? { uid: r.player_uid as string, name: String(r.player_name) } : null,
      game: r.game_uid ? (games.get(r.game_uid as string) ?? null) : null,
      due_on: String(r.due_on),
      priority: r.priority as AssignmentPriority,
      note: String(r.note ?? ''),
      status,
      reason: (r.reason as string | null) ?? null,
      report_uid: (r.report_uid as string | null) ?? null,
      overdue: (status === 'open' || status === 'accepted') && String(r.due_on) < day,
      version: Number(r.version),
      updated_at: new Date(r.updated_at as string).toISOString(),
    }
  })
}

/**
 * The caller's assignments; with `all`, a head's view of the workspace's (by `member` and `status`). A scout in no
 * club has none (his report form asks on every visit): an empty list, not a refusal.
 */
export async function listAssignments(
  db: Executor,
  accountUid: string,
  query: { all?: number; member?: string; status?: AssignmentStatus },
): Promise<Assignment[]> {
  const membership = query.all ? await requireMembership(db, accountUid) : await membershipOf(db, accountUid)
  if (!membership) return []
  if (query.all)
    requireRole(membership, ['head'], 'Only a head of recruitment sees every assignment of the club')
  const conditions = [sql`a.workspace_uid = ${membership.workspaceUid}`]
  if (!query.all) conditions.push(sql`a.scout_uid = ${accountUid}`)
  else if (query.member) conditions.push(sql`a.scout_uid = ${query.member}`)
  if (query.status) conditions.push(sql`a.status = ${query.status}`)
  return assignmentRows(db, sql.join(conditions, sql` and `))
}

/** One assignment the caller may read — his own, or any of the workspace's for a head — else a 404. */
export async function readableAssignment(
  db: Executor,
  accountUid: string,
  uid: string,
  membership?: Membership,
): Promise<Assignment> {
  const me = membership ?? (await requireMembership(db, accountUid))
  const visible = me.role === 'head' ? sql`true` : sql`a.scout_uid = ${accountUid}`
  const [row] = await assignmentRows(
    db,
    sql`a.uid = ${uid} and a.workspace_uid = ${me.workspaceUid} and ${visible}`,
  )
  if (!row) throw notFound('There is no such assignment')
  return row
}

/**
 * One assignment with its game's two squads, as the scout opens it (and keeps it for the ground): a minor without
 * a guardian's consent is left out of them, as out of every scout read.
 */
export async function assignmentDetail(
  db: Executor,
  accountUid: string,
  uid: string,
): Promise<AssignmentDetail> {
  const assignment = await readableAssignment(db, accountUid, uid)
  const game = assignment.game
  const teams = [
    game?.home_uid ? { uid: game.home_uid, name: game.home ?? '' } : null,
    game?.away_uid ? { uid: game.away_uid, name: game.away ?? '' } : null,
  ].filter((t): t is { uid: string; name: string } => t !== null)
  const squads = []
  for (const team of teams) {
    const result = await db.execute(sql`
      select p.uid::text, p.name, p.main_position as position
      from team_players tp join players p on p.uid = tp.player_id
      where tp.team_id = ${team.uid} and ${seenByScouts(sql`p.uid`, sql`p.date_of_birth`)}
      order by tp.position, p.name`)
    squads.push({
      team,
      players: (result.rows as Record<string, unknown>[]).map((r) => ({
        uid: String(r.uid),
        name: String(r.name),
        position: (r.position as string | null) ?? null,
      })),
    })
  }
  return { ...assignment, squads }
}
