import { describe, expect, it } from 'vitest'
import { teamContract } from '../../src/api/contract/football-competitions'
import { gameDayContract } from '../../src/api/contract/football-days'
import { clubContract } from '../../src/api/contract/football-places'
import { fieldsOf } from '../../src/features/football-data/field-model'

// The generic football forms are derived from the contract (decision 0013): each field's control, whether it is
// required and its limits come from the same zod schema the server enforces.

const byKey = (shape: object) => Object.fromEntries(fieldsOf(shape as never).map((f) => [f.key, f]))

describe('fieldsOf', () => {
  it('reads kinds, required fields and limits from a contract', () => {
    const club = byKey(clubContract.fields.shape)
    expect(club.name).toMatchObject({ kind: 'text', required: true, max: 160, label: 'Name' })
    expect(club.short_name).toMatchObject({ kind: 'text', required: false, max: 40 })
    expect(club.founded_year).toMatchObject({ kind: 'number', min: 1800, max: 2100 })
    expect(club.website).toMatchObject({ kind: 'url' })
    expect(club.country_id).toMatchObject({ kind: 'ref', family: 'country', label: 'Country' })
    expect(club.pic).toBeUndefined()
  })

  it('knows choices, dates and lists of references', () => {
    const team = byKey(teamContract.fields.shape)
    expect(team.gender).toMatchObject({ kind: 'select', options: ['male', 'female'] })
    expect(team.players).toMatchObject({ kind: 'refs', family: 'player' })
    const day = byKey(gameDayContract.fields.shape)
    expect(day.date).toMatchObject({ kind: 'date', required: false })
    expect(day.games).toMatchObject({ kind: 'refs', family: 'game' })
  })
})
