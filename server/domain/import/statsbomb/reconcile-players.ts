import { inArray, or } from 'drizzle-orm'
import type { UncertainPlayer } from '../../../../src/api/contract/schemas/import'
import type { Executor } from '../../../db/client'
import { players } from '../../../db/schema/index'
import { createScorerMatcher } from '../scorer-matcher'
import { stableUid } from '../stable-uid'

// Who a StatsBomb player is in our database. A player this importer created before has the uid of his StatsBomb
// id. Otherwise he is looked for among the stored players of his nationality (the World Cup squads, a person's
// records) by his name as StatsBomb gives it twice — the short name he is known by (player_nickname, "Lionel
// Messi") and the full one (player_name, "Lionel Andrés Messi Cuccittini") — and by birth date when both sides
// know it. Equal names after folding, or the same words in another order, are a match; a looser likeness (a
// spelling, an initial, a surname alone) or two candidates are uncertain: reported for a person to settle, and
// the player is left out rather than merged with the wrong man or added a second time.

export interface SbPlayer {
  id: number
  name: string
  nickname: string | null
  countryUid: string | null
  birthDate: string | null
  /** For the report: his team in the first match he is listed in. */
  team: string
}

export type PlayerFate =
  | { status: 'known' | 'matched'; uid: string }
  | { status: 'created'; uid: string }
  | { status: 'left out' }

interface Stored {
  uid: string
  name: string
  nationalityId: string | null
  dateOfBirth: string | null
}

const CERTAIN = new Set(['exact', 'reordered'])

export const sbPlayerUid = (id: number) => stableUid('statsbomb-player', id)

export async function reconcilePlayers(
  ex: Executor,
  wanted: SbPlayer[],
): Promise<{ fates: Map<number, PlayerFate>; uncertain: UncertainPlayer[] }> {
  const countryUids = [...new Set(wanted.flatMap((p) => (p.countryUid ? [p.countryUid] : [])))]
  const ownUids = wanted.map((p) => sbPlayerUid(p.id))
  const rows: Stored[] = await ex
    .select({
      uid: players.uid,
      name: players.name,
      nationalityId: players.nationalityId,
      dateOfBirth: players.dateOfBirth,
    })
    .from(players)
    .where(
      countryUids.length
        ? or(inArray(players.nationalityId, countryUids), inArray(players.uid, ownUids))
        : inArray(players.uid, ownUids),
    )
  const byUid = new Map(rows.map((r) => [r.uid, r]))
  const byCountry = new Map<string, Stored[]>()
  for (const row of rows) {
    if (!row.nationalityId) continue
    byCountry.set(row.nationalityId, [...(byCountry.get(row.nationalityId) ?? []), row])
  }
  const matchers = new Map<
    string,
    (name: string) => ReturnType<ReturnType<typeof createScorerMatcher<Stored>>>
  >()
  const matcherOf = (countryUid: string, birthDate: string | null) => {
    // A stored birth date that differs rules the candidate out; the matcher is then built for this player alone.
    const pool = (byCountry.get(countryUid) ?? []).filter(
      (r) => !birthDate || !r.dateOfBirth || r.dateOfBirth === birthDate,
    )
    if (birthDate) return createScorerMatcher(pool, (r) => r.name)
    const known = matchers.get(countryUid)
    if (known) return known
    const matcher = createScorerMatcher(pool, (r) => r.name)
    matchers.set(countryUid, matcher)
    return matcher
  }

  const fates = new Map<number, PlayerFate>()
  const uncertain: UncertainPlayer[] = []
  const claimed = new Set<string>()
  for (const p of wanted) {
    const own = sbPlayerUid(p.id)
    if (byUid.has(own)) {
      fates.set(p.id, { status: 'known', uid: own })
      continue
    }
    if (!p.countryUid) {
      fates.set(p.id, { status: 'created', uid: own })
      continue
    }
    const match = matcherOf(p.countryUid, p.birthDate)
    const names = [...new Set([p.nickname, p.name].filter((n): n is string => !!n))]
    const results = names.map((name) => match(name))
    const certain = results.find((r) => r.status === 'matched' && CERTAIN.has(r.method))
    if (certain?.status === 'matched' && !claimed.has(certain.player.uid)) {
      claimed.add(certain.player.uid)
      fates.set(p.id, { status: 'matched', uid: certain.player.uid })
      continue
    }
    // Two StatsBomb players with one stored name (namesakes) cannot both be him: the second is a doubt.
    const doubt = certain ?? results.find((r) => r.status !== 'missing')
    if (!doubt || doubt.status === 'missing') {
      fates.set(p.id, { status: 'created', uid: own })
      continue
    }
    fates.set(p.id, { status: 'left out' })
    const candidates = doubt.status === 'matched' ? [doubt.player] : doubt.candidates
    uncertain.push({
      name: p.nickname ?? p.name,
      team: p.team,
      reason: doubt.status === 'matched' ? `looks like (${doubt.method})` : 'more than one player fits',
      candidates: candidates.map((c) => c.name),
    })
  }
  return { fates, uncertain }
}
