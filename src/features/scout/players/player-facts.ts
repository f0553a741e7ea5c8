import type { ScoutPlayer } from '../../../api/contract/schemas/scout-players'
import { playerAgeWords } from '../../../api/contract/terms/consent'
import { positionName } from '../../../api/contract/terms/players'

// How a scout reads a player at a glance: position in words, age, where from and where playing now.

export const positionLabel = (code: string | null) => positionName(code) ?? '—'

/** "Centre forward · 27 years · France · Real Madrid C. F." — unknown parts are left out, not guessed. */
export function factsOf(player: ScoutPlayer): string {
  return [
    player.main_position ? positionLabel(player.main_position) : null,
    playerAgeWords(player),
    player.nationality,
    player.current_club,
  ]
    .filter(Boolean)
    .join(' · ')
}
