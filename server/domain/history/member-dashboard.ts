import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { CommunityDashboard } from '../../../src/api/contract/terms/community-dashboard'
import type { Db } from '../../db/client'
import { clubs, games, gameTeams, players, recordChanges, teams } from '../../db/schema/index'

// A member's start page, read from the record history (decision 0020): what they entered, what they changed
// this week, the games they touched last — and the size of the database they add to.

/** Table names as a member says them. */
const kinds: Record<string, string> = {
  players: 'players',
  clubs: 'clubs',
  teams: 'teams',
  games: 'games',
  tournaments: 'tournaments',
  leagues: 'leagues',
  nationals: 'national sides',
  video_events: 'video moments',
  gallery_images: 'pictures',
  player_reports: 'reports',
}

export async function memberDashboard(db: Db, memberUid: string): Promise<CommunityDashboard> {
  const created = await db
    .select({ table: recordChanges.tableName, n: count() })
    .from(recordChanges)
    .where(and(eq(recordChanges.actorUid, memberUid), eq(recordChanges.action, 'create')))
    .groupBy(recordChanges.tableName)
  const [week] = await db
    .select({ n: count() })
    .from(recordChanges)
    .where(and(eq(recordChanges.actorUid, memberUid), gt(recordChanges.at, sql`now() - interval '7 days'`)))
  const touched = await db
    .select({ uid: recordChanges.recordUid, last: sql<number>`max(${recordChanges.id})` })
    .from(recordChanges)
    .where(and(eq(recordChanges.actorUid, memberUid), eq(recordChanges.tableName, 'games')))
    .groupBy(recordChanges.recordUid)
    .orderBy(desc(sql`max(${recordChanges.id})`))
    .limit(5)
  const recent = touched.length
    ? await db
        .select({
          uid: games.uid,
          date: games.date,
          home_score: games.homeScore,
          away_score: games.awayScore,
          // The game's uid named with its table: drizzle writes a column of the one table read bare ("uid"),
          // which inside this subquery is the team's own, and every game read "without teams yet".
          team_names: sql<
            (string | null)[]
          >`array(select t.name from ${gameTeams} gt join ${teams} t on t.uid = gt.team_id where gt.game_id = ${games}.uid order by gt.side)`,
        })
        .from(games)
        .where(
          inArray(
            games.uid,
            touched.map((t) => t.uid),
          ),
        )
    : []
  const order = new Map(touched.map((t, i) => [t.uid, i]))
  const [[p], [c], [g]] = await Promise.all([
    db.select({ n: count() }).from(players),
    db.select({ n: count() }).from(clubs),
    db.select({ n: count() }).from(games),
  ])
  const list = created
    .map((r) => ({ kind: kinds[r.table] ?? r.table.replace(/_/g, ' '), count: Number(r.n) }))
    .sort((a, b) => b.count - a.count)
  return {
    created: list,
    created_total: list.reduce((n, r) => n + r.count, 0),
    changes_this_week: Number(week?.n ?? 0),
    recent_games: recent
      .sort((a, b) => (order.get(a.uid) ?? 0) - (order.get(b.uid) ?? 0))
      .map((r) => ({ ...r, date: r.date?.toISOString() ?? null })),
    totals: { players: Number(p?.n ?? 0), clubs: Number(c?.n ?? 0), games: Number(g?.n ?? 0) },
  }
}
