import { describe, expect, it } from 'vitest'
import { teamContract } from '../../src/api/contract/schemas/football-competitions'
import { gameDayContract } from '../../src/api/contract/schemas/football-days'
import { clubContract } from '../../src/api/contract/schemas/football-places'
import { playerContract } from '../../src/api/contract/schemas/players'
import { textLimits } from '../../src/api/contract/schemas/schema-reading'
import { fieldsOf } from '../../src/features/football-data/field-model'
import { lengthHint } from '../../src/ui/field'

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

describe('text limits from the contract', () => {
  it('gives each text field of the player contract its maxlength, and says it near the limit', () => {
    const limits = textLimits(playerContract.fields.shape)
    expect(limits).toMatchObject({ name: 160, first_name: 80, guardian_name: 120, phone: 40 })
    expect(limits.height_cm).toBeUndefined()
    expect(lengthHint('x'.repeat(100), 160)).toBeUndefined()
    expect(lengthHint('x'.repeat(150), 160)).toBe('150 of 160 characters')
    expect(lengthHint('x'.repeat(160), 160)).toBe('160 of 160 characters: the limit')
  })
})
