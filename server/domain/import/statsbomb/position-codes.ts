import type { PositionCode } from '../../../../src/api/contract/terms/players'

// StatsBomb's 25 positions (open-data doc, "Position" ids) as the app's list. Three centre backs, three
// defensive midfielders and so on are one place each here; "Secondary Striker" is the striker behind the
// centre forward.
const BY_ID: Record<number, PositionCode> = {
  1: 'GK',
  2: 'RB',
  3: 'CB',
  4: 'CB',
  5: 'CB',
  6: 'LB',
  7: 'RWB',
  8: 'LWB',
  9: 'CDM',
  10: 'CDM',
  11: 'CDM',
  12: 'RM',
  13: 'CM',
  14: 'CM',
  15: 'CM',
  16: 'LM',
  17: 'RW',
  18: 'CAM',
  19: 'CAM',
  20: 'CAM',
  21: 'LW',
  22: 'CF',
  23: 'CF',
  24: 'CF',
  25: 'ST',
}

/** The app's position of a StatsBomb position id (null for an id the specification does not have). */
export const positionCodeOf = (positionId: number): PositionCode | null => BY_ID[positionId] ?? null
