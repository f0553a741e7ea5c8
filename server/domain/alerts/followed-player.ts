import { eq, sql } from 'drizzle-orm'
import { type Recommendation, recommendationLabel } from '../../../src/api/contract/terms/scouting'
import type { Tx } from '../../db/client'
import { alertPlayerClubs, players } from '../../db/schema/index'
import { seenByScouts } from '../privacy/minors'
import { followersOf } from './followers'
import { mailOfKind, raise } from './raise'

// Kinds player_game, player_club and colleague_report: something happened to a player his followers keep
// (followers.ts). A minor hidden from scouts raises nothing. A colleague's report keeps blind-first (decision
// 0052): a scout who has not reported on the player himself is told only that a colleague did.

/** The player's name, or undefined when no scout may see him. */
async function seenPlayer(tx: Tx, player: string) {
  const [row] = await tx
    .select({ name: players.name, club: players.currentClubId })
    .from(players)
    .where(sql`${eq(players.uid, player)} and ${seenByScouts(players.uid, players.dateOfBirth)}`)
  return row
}

/** Kind player_club: a save that moved him to another club (the club he was last seen at is kept). */
export async function clubChangeAlerts(tx: Tx, eventId: string, player: string) {
  const [now] = await tx
    .select({ name: players.name, club: players.currentClubId })
    .from(players)
    .where(eq(players.uid, player))
  if (!now) return
  const [known] = await tx.select().from(alertPlayerClubs).where(eq(alertPlayerClubs.playerUid, player))
  await tx
    .insert(alertPlayerClubs)
    .values({ playerUid: player, clubUid: now.club })
    .onConflictDoUpdate({ target: alertPlayerClubs.playerUid, set: { clubUid: now.club } })
  if (!known || known.clubUid === now.club) return
  const seen = await seenPlayer(tx, player)
  if (!seen) return
  const { rows } = await tx.execute<{ name: string | null }>(
    sql`select name from clubs where uid = ${now.club ?? known.clubUid}`,
  )
  const club = rows[0]?.name ?? 'another club'
  const reason = now.club ? `${seen.name} moved to ${club}` : `${seen.name} left ${club}`
  for (const scout of await followersOf(tx, player))
    await raise(tx, {
      scoutUid: scout,
      kind: 'player_club',
      subject: player,
      fingerprint: eventId,
      playerUid: player,
      reason,
      mail: mailOfKind('player_club'),
    })
}

/** Kind player_game: a saved game sheet names him (once per game, however often the sheet is saved). */
export async function gameSheetAlerts(tx: Tx, game: string) {
  const { rows } = await tx.execute<{ player: string; name: string; played: boolean; title: string }>(sql`
    select gp.player_id as player, p.name, bool_or(gp.played) as played,
      coalesce((select string_agg(t.name, ' v ' order by gt.side) from game_teams gt join teams t on t.uid = gt.team_id
        where gt.game_id = g.uid), 'a game')
      || coalesce(' on ' || to_char(g.date at time zone 'UTC', 'FMDD Mon YYYY'), '') as title
    from game_players gp join games g on g.uid = gp.game_id join players p on p.uid = gp.player_id
    where gp.game_id = ${game} and ${seenByScouts(sql`p.uid`, sql`p.date_of_birth`)}
    group by gp.player_id, p.name, g.uid, g.date`)
  for (const row of rows)
    for (const scout of await followersOf(tx, row.player))
      await raise(tx, {
        scoutUid: scout,
        kind: 'player_game',
        subject: row.player,
        fingerprint: game,
        playerUid: row.player,
        reason: `${row.name} ${row.played ? 'played' : 'was in the squad'}: ${row.title}`,
        mail: mailOfKind('player_game'),
      })
}

/** Kind colleague_report: a member of a club filed a report on a player his colleagues follow. */
export async function colleagueReportAlerts(tx: Tx, report: string) {
  const { rows } = await tx.execute<{
    author: string
    author_name: string | null
    player: string
    workspace: string | null
    recommendation: string
  }>(sql`select r.scout_uid as author, a.name as author_name, r.player_uid as player,
      r.workspace_uid as workspace, r.recommendation
    from scout_reports r join accounts a on a.uid = r.scout_uid where r.uid = ${report}`)
  const filed = rows[0]
  if (!filed?.workspace) return
  const seen = await seenPlayer(tx, filed.player)
  if (!seen) return
  const { rows: colleagues } = await tx.execute<{ uid: string; role: string; reported: boolean }>(sql`
    select m.account_uid as uid, m.role, exists (select 1 from scout_reports mine
      where mine.scout_uid = m.account_uid and mine.player_uid = ${filed.player}) as reported
    from workspace_members m where m.workspace_uid = ${filed.workspace} and m.account_uid <> ${filed.author}`)
  const following = new Set(await followersOf(tx, filed.player))
  for (const colleague of colleagues.filter((c) => following.has(c.uid))) {
    // What report-visibility.ts lets him read: a scout who has not reported reads none of his colleagues'.
    const blind = colleague.role === 'viewer' || (colleague.role === 'scout' && !colleague.reported)
    const reason = blind
      ? colleague.role === 'scout'
        ? `A colleague reported on ${seen.name} — write yours to see it`
        : `A colleague reported on ${seen.name}`
      : `${filed.author_name ?? 'A colleague'} reported on ${seen.name}: ${recommendationLabel(filed.recommendation as Recommendation)}`
    await raise(tx, {
      scoutUid: colleague.uid,
      kind: 'colleague_report',
      subject: filed.player,
      fingerprint: report,
      playerUid: filed.player,
      reason,
      mail: mailOfKind('colleague_report'),
    })
  }
}
