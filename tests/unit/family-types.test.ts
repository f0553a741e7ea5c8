import { describe, expect, it } from 'vitest'
import { clubs, players } from '../../server/db/schema/football'
import { defineFamily } from '../../server/domain/football/define-family'
import { clubContract } from '../../src/api/contract/schemas/football-places'

// The family engine is typed against the contract: `npm run check` (tsc over tests/) fails if any
// `@ts-expect-error` below stops being an error, i.e. if the compiler stops catching these mistakes.

const columns = {
  name: clubs.name,
  short_name: clubs.shortName,
  country_id: clubs.countryId,
  club_country_id: clubs.clubCountryId,
  city: clubs.city,
  venue: clubs.venue,
  founded_year: clubs.foundedYear,
  website: clubs.website,
  pic: clubs.pic,
}
const filters = { country_id: clubs.countryId, club_country_id: clubs.clubCountryId }
const base = { label: 'club', table: clubs, search: { name: clubs.name } }

describe('defineFamily', () => {
  it('accepts a definition that matches its contract', () => {
    expect(defineFamily(clubContract, { ...base, columns, filters }).label).toBe('club')
  })

  it('is a compile error when a contract field has no column', () => {
    const { city: _city, ...withoutCity } = columns
    // @ts-expect-error: `city` is in clubContract but has no column
    expect(() => defineFamily(clubContract, { ...base, columns: withoutCity, filters })).not.toThrow()
  })

  it('is a compile error when a column maps a field the contract lacks', () => {
    expect(() =>
      defineFamily(clubContract, {
        ...base,
        // @ts-expect-error: `nickname` is not a field of clubContract
        columns: { ...columns, nickname: clubs.shortName },
        filters,
      }),
    ).not.toThrow()
  })

  it('is a compile error to filter by a key the contract does not declare', () => {
    expect(() =>
      defineFamily(clubContract, {
        ...base,
        columns,
        // @ts-expect-error: clubContract's list query has no `player_id`
        filters: { ...filters, player_id: players.uid },
      }),
    ).not.toThrow()
  })

  it('refuses at load time a declared filter that nothing handles', () => {
    expect(() =>
      defineFamily(clubContract, { ...base, columns, filters: { country_id: clubs.countryId } }),
    ).toThrow(/does not handle the list filter\(s\) club_country_id/)
  })
})
