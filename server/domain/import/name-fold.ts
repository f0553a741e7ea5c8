// Name folding for reconciling scorer names with squad names. Sources spell the same person differently:
// with or without diacritics (Krejcí / Krejčí), with letters that Unicode does not decompose (ı, ł, ø, ß),
// in another transliteration (Mahmoud / Mahmud, Zico / Ziko, Mohebbi / Mohebi) or in another order
// (Korean family-name-first vs given-name-first, hyphenated or not). These helpers turn a name into
// comparable tokens at increasing levels of looseness; the matcher decides how much looseness it trusts. The
// fold itself is the matching fold of src/rules/name-folding.ts.

import { matchingFold } from '../../../src/rules/name-folding'

/** Tokens of a folded name with hyphenated parts split: "Son Heung-min" → son, heung, min. */
export function splitTokens(name: string): string[] {
  return matchingFold(name)
    .split(/[ -]+/)
    .filter((t) => t.length > 0)
}

/** Tokens with hyphenated parts joined: "Son Heung-min" → son, heungmin. */
export function joinedTokens(name: string): string[] {
  return matchingFold(name)
    .split(' ')
    .map((t) => t.replace(/-/g, ''))
    .filter((t) => t.length > 0)
}

/**
 * A rough phonetic spelling of one token, so that common transliteration choices compare equal:
 * ou/u (Mousa, Musa), c/k (Zico, Ziko), ph/f, y/i, doubled letters (Mohebbi, Mohebi; Taamari, Tamari).
 */
export function phoneticToken(token: string): string {
  return token
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?!h)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/ou/g, 'u')
    .replace(/oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/y/g, 'i')
    .replace(/w/g, 'v')
    .replace(/(.)\1+/g, '$1')
}

/** Sorted key of a token list, so the order of the tokens does not matter. */
export function orderFreeKey(tokens: string[]): string {
  return [...tokens].sort().join(' ')
}

/** Levenshtein distance, for the single-typo tolerance (Stephan / Stephen). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
    }
    previous = current
  }
  return previous[b.length]!
}
