import type { PlayerMetaData } from '../../api/contract/schemas/football-games'

/**
 * Whether a sheet line says where the player stood (starting, on the bench, brought on, taken off or sent
 * off). An imported sheet names scorers only: their lines say none of this, so a start and minutes are not
 * known. The server's twin is server/domain/games/lineup-recorded.ts.
 */
export const isPlaced = (
  line: Pick<PlayerMetaData, 'onField' | 'onBench' | 'substitutions' | 'red_card_time'>,
): boolean => line.onField || line.onBench || line.substitutions.length > 0 || line.red_card_time !== null
