import { sql } from 'drizzle-orm'
import { dayWords } from '../../../src/api/contract/terms/recruitment'
import type { Db } from '../../db/client'
import { seenByScouts } from '../privacy/minors'
import { currentClubValues, valuesOwnerOf } from '../recruitment/club-values'
import { followersOf } from './followers'
import { mailOfKind, raise } from './raise'

// Kind contract_ending: a followed player's contract enters its last six months, as the follower sees it — his
// club's own value where it has one, the community's otherwise (decision 0055) — with the data it rests on
// ("ends 30 Jun 2027 · Wyscout export players.xlsx, your club’s"). The fingerprint is the contract's end: a
// contract extended and ending again alerts again; a second run, or a second server's, raises nothing.

const MONTHS = 6

export async function contractEndingAlerts(db: Db): Promise<void> {
  const window = sql`between current_date and current_date + make_interval(months => ${MONTHS})`
  // The players any side records as ending soon; each follower's own view decides below.
  const { rows } = await db.execute<{ uid: string; name: string; ends: string | null }>(sql`
    select p.uid, p.name, p.contract_expires::text as ends from players p
    where ${seenByScouts(sql`p.uid`, sql`p.date_of_birth`)} and (p.contract_expires ${window}
      or exists (select 1 from club_player_facts f where f.player_uid = p.uid and f.contract_expires ${window}))`)
  const today = new Date().toISOString().slice(0, 10)
  const last = new Date()
  last.setUTCMonth(last.getUTCMonth() + MONTHS)
  const soon = (day: string) => day >= today && day <= last.toISOString().slice(0, 10)
  for (const player of rows) {
    await db.transaction(async (tx) => {
      for (const scout of await followersOf(tx, player.uid)) {
        const { ownerUid } = await valuesOwnerOf(tx, scout)
        const ours = (await currentClubValues(tx, ownerUid, [player.uid]))
          .get(player.uid)
          ?.get('contract_expires')
        const ends = ours ? String(ours.value) : player.ends
        if (!ends || !soon(ends)) continue
        const source = ours ? `${ours.sourceLabel}, your club’s` : 'community record'
        await raise(tx, {
          scoutUid: scout,
          kind: 'contract_ending',
          subject: player.uid,
          fingerprint: ends,
          playerUid: player.uid,
          reason: `${player.name}’s contract ends on ${dayWords(ends)}: its last ${MONTHS} months (${source})`,
          mail: mailOfKind('contract_ending'),
        })
      }
    })
  }
}
