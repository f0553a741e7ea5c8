import type { ScorerMatchMethod } from '../../../src/api/contract/schemas/import'
import { matchingFold } from '../../../src/rules/name-folding'
import { editDistance, joinedTokens, orderFreeKey, phoneticToken, splitTokens } from './name-fold'

// Finds the squad member a scorer name refers to. The world is closed (a scorer is one of the 23–26 players
// of the squad), so a unique hit under a tolerant rule is strong evidence; two hits are not, and neither is
// a tolerant hit when a stricter rule already found someone. Rules are therefore tried from strict to loose
// and the first rule that finds anybody decides: one candidate is a match, several are an ambiguity that is
// reported (never resolved by guessing), none at all is a miss.

export type MatchMethod = ScorerMatchMethod

export type ScorerMatch<T> =
  | { status: 'matched'; player: T; method: MatchMethod }
  | { status: 'ambiguous'; candidates: T[]; method: MatchMethod }
  | { status: 'missing' }

interface NameForms {
  folded: string
  split: string[]
  joined: string[]
  phonetic: string[]
  /** Order-free keys, computed once per name rather than once per comparison. */
  splitKey: string
  joinedKey: string
  phoneticKey: string
}

function formsOf(name: string): NameForms {
  const split = splitTokens(name)
  const joined = joinedTokens(name)
  const phonetic = split.map(phoneticToken)
  return {
    folded: matchingFold(name),
    split,
    joined,
    phonetic,
    splitKey: orderFreeKey(split),
    joinedKey: orderFreeKey(joined),
    phoneticKey: orderFreeKey(phonetic),
  }
}

// Words that are not a name on their own: "Al" of Al-Taamari, "de" of Nuno da Costa.
const PARTICLES = ['al', 'el', 'da', 'de', 'di', 'do', 'dos', 'das', 'du', 'van', 'von', 'der', 'den']
const PARTICLES_PHONETIC = new Set(PARTICLES.map(phoneticToken))

type Rule = (scorer: NameForms, player: NameForms) => boolean

const exact: Rule = (s, p) => s.folded === p.folded

// Korean and other family-name-first names: "Son Heung-min" = "Heung-min Son" = "Son Heungmin".
const reordered: Rule = (s, p) => s.splitKey === p.splitKey || s.joinedKey === p.joinedKey

// Transliteration choices, plus at most one single-letter slip in a token of four letters or more — and only
// when the rest of the name agrees: a lone "Ziko" is Egypt's Mostafa Ziko, not their one-name Zizo.
const spelling: Rule = (s, p) => {
  if (s.phoneticKey === p.phoneticKey) return true
  if (s.phonetic.length !== p.phonetic.length || s.phonetic.length < 2) return false
  let slips = 0
  for (let i = 0; i < s.phonetic.length; i++) {
    const a = s.phonetic[i]!
    const b = p.phonetic[i]!
    if (a === b) continue
    if (Math.min(a.length, b.length) < 4 || editDistance(a, b) > 1) return false
    slips++
  }
  return slips === 1
}

// "M. Salah", "H. Son": leading initials, then the rest of the name exactly as in the squad.
const initial: Rule = (s, p) => {
  const initials = s.split.filter((t) => t.length === 1)
  if (initials.length === 0) return false
  const leading = s.split.slice(0, initials.length)
  if (leading.some((t) => t.length !== 1)) return false
  const rest = s.phonetic.slice(initials.length)
  if (rest.length === 0 || p.phonetic.length < rest.length + initials.length) return false
  const tail = p.phonetic.slice(p.phonetic.length - rest.length)
  if (tail.join(' ') !== rest.join(' ')) return false
  return initials.every((letter, i) => p.split[i]?.startsWith(letter))
}

// A surname alone ("Mbappé"), a missing middle name, or a first name or surname kept short ("Maxi" for
// Maximiliano, "Cano" for Canobbio): every token of the scorer's name equals, or starts (three letters at
// least), a distinct token of the squad name, in order. The other way round ("Diney Borges" for a squad's
// "Diney", a surname the squad list leaves out) only whole tokens count.
const partial: Rule = (s, p) => {
  const meaningful = (tokens: string[]) => tokens.some((t) => !PARTICLES_PHONETIC.has(t) && t.length >= 2)
  if (!meaningful(s.phonetic) || !meaningful(p.phonetic)) return false
  return coveredInOrder(s.phonetic, p.phonetic, true) || coveredInOrder(p.phonetic, s.phonetic, false)
}

function coveredInOrder(short: string[], long: string[], allowPrefix: boolean): boolean {
  if (short.length > long.length) return false
  let at = 0
  for (const token of short) {
    while (at < long.length && !tokenCovers(token, long[at]!, allowPrefix)) at++
    if (at === long.length) return false
    at++
  }
  return true
}

function tokenCovers(token: string, full: string, allowPrefix: boolean): boolean {
  return token === full || (allowPrefix && token.length >= 3 && full.startsWith(token))
}

const RULES: [MatchMethod, Rule][] = [
  ['exact', exact],
  ['reordered', reordered],
  ['spelling', spelling],
  ['initial', initial],
  ['partial', partial],
]

/** A squad prepared once for many lookups. `nameOf` reads the display name of a squad member. */
export function createScorerMatcher<T>(squad: readonly T[], nameOf: (player: T) => string) {
  const prepared = squad.map((player) => ({ player, forms: formsOf(nameOf(player)) }))
  return (scorerName: string): ScorerMatch<T> => {
    const scorer = formsOf(scorerName)
    if (scorer.split.length === 0) return { status: 'missing' }
    for (const [method, rule] of RULES) {
      const hits = prepared.filter((entry) => rule(scorer, entry.forms)).map((entry) => entry.player)
      if (hits.length === 1) return { status: 'matched', player: hits[0]!, method }
      if (hits.length > 1) return { status: 'ambiguous', candidates: hits, method }
    }
    return { status: 'missing' }
  }
}
