// A guardian's consent in words, with no validation library: the community's player page shows and edits it, and
// the contract's schema (player-consent.ts) is built from it. The age rule itself is the server's
// (server/domain/privacy/minors.ts); here only what a screen needs to say it.

/** Under this age a player is a minor: hidden from scouts until a guardian's consent is recorded. */
export const ADULT_AGE = 18

/** How a guardian gave consent, as the consent form offers it. */
export const consentMethods = [
  { code: 'signed_form', label: 'Signed form' },
  { code: 'email', label: 'Email from the guardian' },
  { code: 'in_person', label: 'In person' },
  { code: 'club', label: 'Through the club' },
] as const
export type ConsentMethod = (typeof consentMethods)[number]['code']
export const consentMethodCodes = consentMethods.map((m) => m.code) as [ConsentMethod, ...ConsentMethod[]]
/** A method's words ("Signed form"), or the stored text itself when it is not one of ours. */
export const consentMethodName = (code: string | null | undefined): string | null =>
  consentMethods.find((m) => m.code === code)?.label ?? code ?? null

/**
 * A minor's age band as scouts see it: "U16" for a 15-year-old (under his next birthday's age), the football
 * clubs' way of naming youth sides. Null for an adult or an unknown age.
 */
export const ageBand = (age: number | null | undefined): string | null =>
  age == null || age >= ADULT_AGE ? null : `U${age + 1}`

/**
 * A player's age as a scout reads it: "27 years", or for a minor his band and year of birth ("U16, born 2011"),
 * which is all a scout is sent of a minor's age (docs/privacy.md). Null when unknown.
 */
export function playerAgeWords(player: {
  age: number | null
  age_band?: string
  birth_year?: number
}): string | null {
  if (player.age !== null) return `${player.age} years`
  if (player.age_band)
    return player.birth_year ? `${player.age_band}, born ${player.birth_year}` : player.age_band
  return null
}
