import { sql } from 'drizzle-orm'
import { matchingFold, searchFold } from '../../../src/rules/name-folding'
import type { Executor } from '../../db/client'
import { players } from '../../db/schema/index'
import { nameKeys } from '../../db/schema/name-keys'
import { timeSlices } from '../support/time-slices'

// Which stored player a row of a club's sheet is: found by the last word of his name (the database's name key,
// so accents and case do not matter), then told apart by what else the row says. "Vinicius Junior" finds
// "Vinícius Júnior"; Wyscout's "L. Yamal" finds "Lamine Yamal" when his club, nationality or birth date agrees.
// A row that two players could be is matched to neither and said so — a wrong match would write a club's values
// on another player.

export interface RowIdentity {
  name: string
  dateOfBirth?: string
  nationality?: string
  team?: string
}

export type Match = { player: { uid: string; name: string } } | { none: true } | { ambiguous: string[] }

type Candidate = {
  uid: string
  name: string
  date_of_birth: string | null
  nationality: string | null
  club: string | null
}

const lastWord = (name: string) => searchFold(name.trim()).replace(/^.* /, '')
const tokens = (name: string) =>
  matchingFold(name)
    .split(/[\s-]+/)
    .filter(Boolean)

/**
 * How well a row's name (its words, folded once per row) fits a stored one: 2 the same, 1 a short form of it
 * ("L. Yamal", "Vinicius Junior"), 0 no.
 */
function nameFit(row: string[], stored: string): number {
  const known = tokens(stored)
  if (row.join(' ') === known.join(' ')) return 2
  if (row.length === 0 || row.at(-1) !== known.at(-1)) return 0
  // Each word of the row is a word of the stored name, in order, or its initial ("l." of "lamine").
  let at = 0
  for (const word of row) {
    const initial = /^[a-z]\.?$/.test(word) ? word[0] : null
    while (at < known.length && !(known[at] === word || (initial && known[at]!.startsWith(initial)))) at++
    if (at === known.length) return 0
    at++
  }
  return 1
}

const same = (a: string | undefined, b: string | null) => !!a && !!b && matchingFold(a) === matchingFold(b)

/** The stored players of the rows' surnames, by that surname: one read for the whole file. */
async function candidatesOf(db: Executor, rows: RowIdentity[]) {
  const words = [...new Set(rows.map((r) => lastWord(r.name)).filter(Boolean))]
  const byWord = new Map<string, Candidate[]>()
  if (words.length === 0) return byWord
  const last = nameKeys(players.name).last
  const result = await db.execute<Candidate & { word: string }>(sql`
    select players.uid, players.name, players.date_of_birth::text as date_of_birth, c.name as nationality,
      cl.name as club, ${last} as word
    from players left join countries c on c.uid = players.nationality_id
      left join clubs cl on cl.uid = players.current_club_id
    where ${last} = any(${sql.param(words)}::text[])`)
  for (const row of result.rows) byWord.set(row.word, [...(byWord.get(row.word) ?? []), row])
  return byWord
}

async function matchOne(
  row: RowIdentity,
  candidates: Candidate[],
  slice: () => Promise<void>,
): Promise<Match> {
  const words = tokens(row.name)
  const fitting: { c: Candidate; fit: number }[] = []
  for (const [i, c] of candidates.entries()) {
    // A surname many players share gives a row thousands of candidates: slices within the row too.
    if (i % 1024 === 0) await slice()
    const fit = nameFit(words, c.name)
    if (fit > 0 && !(row.dateOfBirth && c.date_of_birth && row.dateOfBirth !== c.date_of_birth))
      fitting.push({ c, fit })
  }
  // What else the row says that agrees: a birth date, a club, a nationality.
  const evidence = ({ c }: (typeof fitting)[number]) =>
    (row.dateOfBirth && row.dateOfBirth === c.date_of_birth ? 4 : 0) +
    (same(row.team, c.club) ? 2 : 0) +
    (same(row.nationality, c.nationality) ? 1 : 0)
  const scored = fitting.map((f) => ({ ...f, score: f.fit * 10 + evidence(f), evidence: evidence(f) }))
  // A short form of a name is trusted only with something else agreeing.
  const trusted = scored.filter((s) => s.fit === 2 || s.evidence > 0).sort((a, b) => b.score - a.score)
  if (trusted.length === 0) return { none: true }
  if (trusted.length > 1 && trusted[0]!.score === trusted[1]!.score)
    return { ambiguous: trusted.filter((t) => t.score === trusted[0]!.score).map((t) => t.c.name) }
  const best = trusted[0]!.c
  return { player: { uid: best.uid, name: best.name } }
}

/** Each row's player, in the rows' order; in slices, so other requests are answered meanwhile. */
export async function matchRows(db: Executor, rows: RowIdentity[]): Promise<Match[]> {
  const byWord = await candidatesOf(db, rows)
  const slice = timeSlices()
  const matches: Match[] = []
  for (const row of rows) matches.push(await matchOne(row, byWord.get(lastWord(row.name)) ?? [], slice))
  return matches
}
