import type { Player } from '../../../api/contract/schemas/players'
import { ADULT_AGE, ageBand, consentMethodName } from '../../../api/contract/terms/consent'
import { calendarDay } from '../../../ui/dates'

// A player's consent state in the words the players list and his page show. The server decides who scouts see
// (a minor only with a guardian's consent: docs/privacy.md); these words only say it.

/** Under 18 today, as far as his recorded age says (an unknown age is not known to be a minor). */
export const isMinor = (player: Pick<Player, 'age'>) => player.age !== null && player.age < ADULT_AGE

/** Short, for a list's cell: "U16 · consent given", "U16 · hidden from scouts", or null for an adult. */
export function consentBadge(player: Pick<Player, 'age' | 'consent_given'>): string | null {
  if (!isMinor(player)) return null
  return `${ageBand(player.age)} · ${player.consent_given ? 'consent given' : 'hidden from scouts'}`
}

/** In full, for the player's page. */
export function consentSentence(player: Player): string {
  if (!player.consent_given)
    return isMinor(player)
      ? 'No guardian’s consent is recorded: scouts do not see this player.'
      : player.consent_at
        ? 'Consent was withdrawn. Scouts see this player again only as an adult or with a new consent.'
        : 'No consent recorded (not needed for an adult).'
  const how = consentMethodName(player.consent_method)
  const given = player.consent_given_on ? ` on ${calendarDay(player.consent_given_on)}` : ''
  const who = [player.guardian_name, player.consent_relationship ? `(${player.consent_relationship})` : null]
    .filter(Boolean)
    .join(' ')
  const photos = player.consent_photos ? 'Photos may be shown.' : 'No photos are shown to scouts.'
  return `Given by ${who || 'the guardian'}${given}${how ? `, ${how.toLowerCase()}` : ''}. ${photos}`
}
