// Names, folded: the one place that says how two spellings of a name compare. Two folds, for two questions.
//
// The SEARCH fold answers "does what was typed find this name?" ("muller" finds "Müller", "mbappe" finds
// "Mbappé"). It is exactly the database's name key: server/db/schema/name-keys.ts builds the same fold in SQL
// from SEARCH_ACCENTED and SEARCH_PLAIN, `translate(lower(name), …)`, and an index serves a search only when the
// two agree (decision 0022). So it stays as plain as that SQL: lower case, the accented letters below to their
// plain letter, nothing else (ß, æ, apostrophes and hyphens are kept). The server's search, the offline search
// and the pickers all compare on it.
//
// The MATCHING fold answers "are these two spellings one person?" for the importers (openfootball scorers,
// StatsBomb lineups): sources write Krejcí / Krejčí, Ødegaard / Odegaard, N'Golo / NGolo, Weiß / Weiss. It is
// looser, ASCII only, and never used to search (a key built from it is stored, so changing it re-keys imports).

/** The letters the search fold replaces, each by the letter at the same place in SEARCH_PLAIN. */
export const SEARCH_ACCENTED = 'áàâäãåāăąçćčďđéèêëēėęěğíìîïīįıłńñňóòôöõøōőœřśšşťúùûüūůűųýÿźžż'
export const SEARCH_PLAIN = 'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnooooooooorssstuuuuuuuuyyzzz'
const PLAIN_OF = new Map([...SEARCH_ACCENTED].map((c, i) => [c, SEARCH_PLAIN[i]!]))

/**
 * One character in lower case as PostgreSQL's `lower()` writes it: character by character (no final sigma), and
 * "İ" to a plain "i", where JavaScript's toLowerCase adds a combining dot ("i̇").
 */
const lowerAsDatabase = (c: string) => (c === 'İ' ? 'i' : c.toLowerCase())

/** A name or a typed search as search compares them: the database's name key, in TypeScript. */
export const searchFold = (text: string) =>
  [...text]
    .map((c) => {
      const lower = lowerAsDatabase(c)
      return PLAIN_OF.get(lower) ?? lower
    })
    .join('')

/**
 * Does `typed` find `name`: its folded name starts with it, or one of its later words does (a surname, "da
 * Silva")? The search of records kept on this device and waiting in the outbox, as the server's first two tiers.
 */
export function searchFinds(name: string, typed: string): boolean {
  const wanted = searchFold(typed.trim())
  if (wanted.length === 0) return false
  const folded = searchFold(name)
  return folded.startsWith(wanted) || folded.includes(` ${wanted}`)
}

/** Letters that NFKD leaves alone but that writers routinely replace with plain Latin letters. */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŋ: 'ng',
}

/** The matching fold: lower-case ASCII, diacritics stripped, special letters spelled out, punctuation unified. */
export function matchingFold(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþıħŋ]/g, (ch) => SPELLED_OUT[ch] ?? ch)
    .replace(/['’`´.]/g, '') // N'Golo = NGolo, "Jr." = "Jr"
    .replace(/[^a-z0-9\- ]+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}
