import { describe, expect, it } from 'vitest'
import type { Player } from '../../src/api/contract/schemas/players'
import { ageBand, playerAgeWords } from '../../src/api/contract/terms/consent'
import { consentBadge, consentSentence } from '../../src/features/community/players/consent-words'

// The words of a minor's age and consent, as scouts and members read them (docs/privacy.md).

const player = (fields: Partial<Player>) =>
  ({ age: 15, consent_given: false, consent_at: null, ...fields }) as unknown as Player

describe('age bands', () => {
  it('names a minor by the age under his next birthday, an adult by none', () => {
    expect(ageBand(15)).toBe('U16')
    expect(ageBand(17)).toBe('U18')
    expect(ageBand(18)).toBeNull()
    expect(ageBand(null)).toBeNull()
    expect(playerAgeWords({ age: null, age_band: 'U16', birth_year: 2011 })).toBe('U16, born 2011')
    expect(playerAgeWords({ age: 27 })).toBe('27 years')
    expect(playerAgeWords({ age: null })).toBeNull()
  })
})

describe('consent in words', () => {
  it('says a minor without consent is hidden from scouts, and says nothing for an adult in a list', () => {
    expect(consentBadge(player({}))).toBe('U16 · hidden from scouts')
    expect(consentBadge(player({ consent_given: true }))).toBe('U16 · consent given')
    expect(consentBadge(player({ age: 30 }))).toBeNull()
    expect(consentSentence(player({}))).toContain('scouts do not see this player')
  })

  it('says who gave it, how, and whether photos may be shown', () => {
    const given = player({
      consent_given: true,
      guardian_name: 'Gwen Minorstone',
      consent_relationship: 'Mother',
      consent_given_on: '2026-11-01',
      consent_method: 'signed_form',
      consent_photos: false,
    })
    const words = consentSentence(given)
    expect(words).toMatch(
      /^Given by Gwen Minorstone \(Mother\) on .+, signed form\. No photos are shown to scouts\.$/,
    )
  })
})
