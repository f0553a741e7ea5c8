// A player's profile vocabulary — positions, feet, genders — with no validation library: the scout's filter
// panel and player pages read these, and the contract's schemas (players.ts) are built from them.

/** The positions a scout uses, in pitch order from the goal outwards (GET all_positions). */
export const positions = [
  { code: 'GK', label: 'Goalkeeper', line: 'goalkeeper' },
  // A line without the exact place (openfootball's squads say only GK/DF/MF/FW): a search for it finds the line.
  { code: 'DF', label: 'Defender', line: 'defence' },
  { code: 'RB', label: 'Right back', line: 'defence' },
  { code: 'CB', label: 'Centre back', line: 'defence' },
  { code: 'LB', label: 'Left back', line: 'defence' },
  { code: 'RWB', label: 'Right wing-back', line: 'defence' },
  { code: 'LWB', label: 'Left wing-back', line: 'defence' },
  { code: 'MF', label: 'Midfielder', line: 'midfield' },
  { code: 'CDM', label: 'Defensive midfielder', line: 'midfield' },
  { code: 'CM', label: 'Central midfielder', line: 'midfield' },
  { code: 'CAM', label: 'Attacking midfielder', line: 'midfield' },
  { code: 'RM', label: 'Right midfielder', line: 'midfield' },
  { code: 'LM', label: 'Left midfielder', line: 'midfield' },
  { code: 'FW', label: 'Forward', line: 'attack' },
  { code: 'RW', label: 'Right winger', line: 'attack' },
  { code: 'LW', label: 'Left winger', line: 'attack' },
  { code: 'CF', label: 'Centre forward', line: 'attack' },
  { code: 'ST', label: 'Striker', line: 'attack' },
] as const
export type PositionCode = (typeof positions)[number]['code']
/** A position's name in words ("Central midfielder"), or null for no or an unknown code. */
export const positionName = (code: string | null | undefined): string | null =>
  positions.find((p) => p.code === code)?.label ?? null

export const positionCodes = positions.map((p) => p.code) as [PositionCode, ...PositionCode[]]
const lineCodes: Partial<Record<PositionCode, string>> = { DF: 'defence', MF: 'midfield', FW: 'attack' }

/** What a position search means: a line (Defender) finds every position of that line; an exact place finds itself. */
export const positionsMatching = (codes: readonly string[]): string[] => [
  ...new Set(
    codes.flatMap((code) => {
      const line = lineCodes[code as PositionCode]
      return line ? positions.filter((p) => p.line === line).map((p) => p.code) : [code]
    }),
  ),
]
export const feet = ['left', 'right', 'both'] as const

export const genders = ['male', 'female'] as const
