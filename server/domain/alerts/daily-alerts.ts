import { sql } from 'drizzle-orm'
import { STALE_REPORT_MONTHS } from '../../../src/api/contract/terms/alerts'
import type { Db } from '../../db/client'
import { seenByScouts } from '../privacy/minors'
import { assignmentsDueTomorrow } from './assignment-alerts'
import { contractEndingAlerts } from './contract-ending'
import { follows } from './followers'
import { mailOfKind, raise } from './raise'

// The daily job: alerts no write raises, found by the calendar. Run hourly by the worker; each item's key (the
// stale report's uid, the due day) makes a second run, or a second server's, raise nothing.

/** Kind report_stale: my latest report on a player I follow is older than six months (once per report). */
async function staleReports(db: Db) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ scout: string; player: string; report: string; name: string }>(sql`
      select r.scout_uid as scout, r.player_uid as player, r.uid as report, p.name
      from (select distinct on (scout_uid, player_uid) uid, scout_uid, player_uid, seen_on
        from scout_reports order by scout_uid, player_uid, seen_on desc, created_at desc) r
      join players p on p.uid = r.player_uid
      where r.seen_on < current_date - make_interval(months => ${STALE_REPORT_MONTHS})
        and ${seenByScouts(sql`p.uid`, sql`p.date_of_birth`)}
        and ${follows(sql`r.scout_uid`, sql`r.player_uid`)}`)
    for (const row of rows)
      await raise(tx, {
        scoutUid: row.scout,
        kind: 'report_stale',
        subject: row.player,
        fingerprint: row.report,
        playerUid: row.player,
        reason: `Your latest report on ${row.name} is over ${STALE_REPORT_MONTHS} months old: see him again`,
        mail: mailOfKind('report_stale'),
      })
  })
}

export async function dailyAlerts(db: Db) {
  await staleReports(db)
  await db.transaction((tx) => assignmentsDueTomorrow(tx))
  await contractEndingAlerts(db)
}
