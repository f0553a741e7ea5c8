import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nameKeys } from '../../server/db/schema/name-keys'
import { matchingFold, searchFinds, searchFold } from '../../src/rules/name-folding'

// The two folds of src/rules/name-folding.ts. The search fold must be the database's name key to the letter:
// the server compares what was typed (folded in TypeScript) with the key (folded in SQL), and the offline
// search compares on the TypeScript fold alone, so a name the server finds is found offline too.

const TRICKY = [
  'Thomas Müller',
  'MÜLLER',
  'Vinícius Júnior',
  'Leon Goretzka-Weiß',
  'Martin Ødegaard',
  'ØDEGAARD',
  'Æ Læsø',
  'Łukasz Fabiański',
  'İlkay Gündoğan',
  'Barış Alper Yılmaz',
  "N'Golo Kanté",
  'Kevin De Bruyne',
  'Jean-Philippe Mateta',
  'Dani Olmo Carvajal’s',
  'Ramón Sánchez-Pizjuán',
  'ΣΩΚΡΑΤΗΣ ΠΑΠΑΣΤΑΘΟΠΟΥΛΟΣ',
]

describe('the search fold', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await PGlite.create()
  }, 60_000)
  afterAll(() => db?.close())

  it("equals the database's name key on tricky names (ß, ø, æ, Ł, İ, apostrophes, hyphens)", async () => {
    const dialect = new PgDialect()
    for (const name of TRICKY) {
      const keys = nameKeys(sql`${name}::text`)
      const query = dialect.sqlToQuery(sql`select ${keys.whole} as whole, ${keys.last} as last`)
      const { rows } = await db.query<{ whole: string; last: string }>(query.sql, query.params)
      const folded = searchFold(name)
      expect(folded, name).toBe(rows[0]!.whole)
      expect(folded.replace(/^.* /, ''), name).toBe(rows[0]!.last)
    }
  })

  it('folds accents and case only', () => {
    expect(searchFold('Thomas Müller')).toBe('thomas muller')
    expect(searchFold('Vinícius Júnior')).toBe('vinicius junior')
    expect(searchFold('İlkay')).toBe('ilkay')
    // Letters the database key keeps as they are, and so must the search.
    expect(searchFold('Weiß')).toBe('weiß')
    expect(searchFold('Læsø')).toBe('læso')
    expect(searchFold("N'Golo")).toBe("n'golo")
  })

  it('finds a name by its start or a later word, either way accented', () => {
    expect(searchFinds('Thomas Müller', 'muller')).toBe(true)
    expect(searchFinds('Thomas Muller', 'Müller')).toBe(true)
    expect(searchFinds('Thomas Müller', 'THOM')).toBe(true)
    expect(searchFinds('Vinícius Júnior', 'vinicius j')).toBe(true)
    expect(searchFinds('Thomas Müller', 'homas')).toBe(false)
    expect(searchFinds('Thomas Müller', '  ')).toBe(false)
  })
})

describe('the matching fold', () => {
  it('spells two ways of writing one person alike', () => {
    expect(matchingFold('Ladislav Krejčí')).toBe(matchingFold('Ladislav Krejci'))
    expect(matchingFold('Martin Ødegaard')).toBe('martin odegaard')
    expect(matchingFold('Leon Goretzka-Weiß')).toBe('leon goretzka-weiss')
    expect(matchingFold('Æ Læsø')).toBe('ae laeso')
    expect(matchingFold('Łukasz Fabiański')).toBe('lukasz fabianski')
    expect(matchingFold('İlkay Gündoğan')).toBe('ilkay gundogan')
    expect(matchingFold("N'Golo Kanté")).toBe('ngolo kante')
    expect(matchingFold('Vinícius Júnior')).toBe('vinicius junior')
  })
})
