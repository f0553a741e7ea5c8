import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { seenName } from '../privacy/minors'
import { mailOfKind, raise } from './raise'

// Kinds assignment_given, assignment_changed and assignment_due: the scout hears of an assignment given to him, of
// what his head changed, and the day before it is due. An assignment he gave himself raises nothing.

type Assignment = {
  uid: string
  scout: string
  by: string | null
  due: string
  target: string
  player: string | null
}

const assignmentSql = (where: ReturnType<typeof sql>) => sql`
  select a.uid, a.scout_uid as scout, a.assigned_by as by, a.due_on::text as due, a.player_uid as player,
    coalesce(${seenName(sql`p.uid`, sql`p.date_of_birth`, sql`p.name`)},
      (select string_agg(t.name, ' v ' order by gt.side) from game_teams gt join teams t on t.uid = gt.team_id
        where gt.game_id = a.game_uid), 'a game') as target
  from workspace_assignments a left join players p on p.uid = a.player_uid where ${where}`

const dueWords = (due: string) =>
  new Date(`${due}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

export async function assignmentAlerts(
  tx: Tx,
  eventId: string,
  kind: 'assignment_given' | 'assignment_changed',
  uid: string,
) {
  const { rows } = await tx.execute<Assignment>(assignmentSql(sql`a.uid = ${uid}`))
  const a = rows[0]
  if (!a || (kind === 'assignment_given' && a.by === a.scout)) return
  await raise(tx, {
    scoutUid: a.scout,
    kind,
    subject: a.uid,
    fingerprint: eventId,
    playerUid: a.player,
    reason:
      kind === 'assignment_given'
        ? `New assignment: ${a.target}, due ${dueWords(a.due)}`
        : `Your assignment changed: ${a.target}, due ${dueWords(a.due)}`,
    mail: mailOfKind(kind),
  })
}

/** The daily job's part: every open or accepted assignment due tomorrow, once per due day. */
export async function assignmentsDueTomorrow(tx: Tx) {
  const { rows } = await tx.execute<Assignment>(
    assignmentSql(sql`a.due_on = current_date + 1 and a.status in ('open', 'accepted')`),
  )
  for (const a of rows)
    await raise(tx, {
      scoutUid: a.scout,
      kind: 'assignment_due',
      subject: a.uid,
      fingerprint: `due:${a.due}`,
      playerUid: a.player,
      reason: `Due tomorrow: ${a.target}`,
      mail: mailOfKind('assignment_due'),
    })
}
