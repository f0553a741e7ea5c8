import { eq } from 'drizzle-orm'
import type { ScoutPlayer } from '../../../../src/api/contract/schemas/scout-players'
import type {
  SharedPlayer,
  SharedView,
  ShareKind,
  ShareLinkCard,
} from '../../../../src/api/contract/terms/share-links'
import type { Db } from '../../../db/client'
import { accounts, type shareLinks } from '../../../db/schema/index'
import { logMinorReads, seeMinorAndLog } from '../../privacy/minor-reads'
import { DomainError } from '../../support/errors'
import { getList } from '../lists/scout-lists'
import { playerCard } from '../player-card'
import { gone } from './share-links'

// What a shared link shows, and nothing more: the list's players with their status and the latest recommendation,
// or one player's card — never the scout's notes, their other lists, their shortlist or an enquiry. Fields are
// picked one by one, so a field added to the scout's own views never reaches a stranger by accident.

const sharedPlayer = (p: ScoutPlayer): SharedPlayer => ({
  uid: p.uid,
  name: p.name,
  main_position: p.main_position ?? null,
  age: p.age,
  ...(p.age_band ? { age_band: p.age_band, birth_year: p.birth_year } : {}),
  nationality: p.nationality,
  current_club: p.current_club,
})

async function cardOf(db: Db, scoutUid: string, playerUid: string): Promise<ShareLinkCard> {
  const card = await playerCard(db, null, scoutUid, playerUid)
  const p = card.player
  const r = card.report
  return {
    player: {
      ...sharedPlayer(p),
      positions: p.positions ?? [],
      date_of_birth: p.date_of_birth ?? null,
      height_cm: p.height_cm ?? null,
      preferred_foot: p.preferred_foot ?? null,
      pic: p.pic ?? null,
    },
    career: card.career,
    ratings: card.ratings,
    report: r
      ? {
          recommendation: r.recommendation,
          seen_on: r.seen_on,
          seen_how: r.seen_how,
          template: r.template.name,
          scale: r.template.scale,
          criteria: r.template.criteria.flatMap((c) =>
            r.ratings[c.id] === undefined ? [] : [{ label: c.label, rating: r.ratings[c.id]! }],
          ),
          summary_html: r.summary_html,
        }
      : null,
  }
}

export async function sharedView(db: Db, link: typeof shareLinks.$inferSelect): Promise<SharedView> {
  const [scout] = await db
    .select({ name: accounts.name, username: accounts.username, organisation: accounts.organisation })
    .from(accounts)
    .where(eq(accounts.uid, link.scoutUid))
  const base = {
    kind: link.kind as ShareKind,
    shared_by: {
      name: scout?.name || scout?.username || 'A scout',
      organisation: scout?.organisation ?? null,
    },
    expires_at: link.expiresAt.toISOString(),
  }
  if (link.kind === 'player') {
    // A minor scouts may no longer see (privacy/minors.ts) is no longer shown by a link either; any other
    // failure is the server's. An opening is a read of his record by the scout who shared it
    // (privacy/minor-reads.ts).
    const reader = { accountUid: link.scoutUid, call: 'Shared link: player card' }
    await seeMinorAndLog(db, link.targetUid, reader).catch((err: unknown) => {
      if (err instanceof DomainError && err.kind === 'not_found')
        throw gone('This player is not shown any more')
      throw err
    })
    return { ...base, card: await cardOf(db, link.scoutUid, link.targetUid) }
  }
  const list = await getList(db, link.scoutUid, link.targetUid).catch((err: unknown) => {
    // The scout deleted the list (or left the club whose list it is): what was shared is gone with it. Any other
    // failure is the server's, said as such: a live link is not called withdrawn because the database failed.
    if (err instanceof DomainError && (err.kind === 'not_found' || err.kind === 'forbidden'))
      throw gone('This link was withdrawn')
    throw err
  })
  const shown = list.entries.filter((e) => e.player.available !== false)
  await logMinorReads(
    db,
    shown.map((e) => e.player.uid),
    { accountUid: link.scoutUid, call: 'Shared link: list' },
  )
  return {
    ...base,
    list: {
      name: list.name,
      // A player scouts may no longer see is left out of what a link shows (seen-by-scouts.ts).
      entries: shown.map((e) => ({
        player: { ...sharedPlayer(e.player), stats: e.player.stats },
        status: e.status,
        recommendation: e.latest_report?.recommendation ?? null,
      })),
    },
  }
}
