// The names of a player's ratings, with no validation library: the scout's filter panel, player page and
// comparison read them, and the contract's schemas (players-attributes.ts) are built from them. The six headline
// ratings use 1–100, the detail ratings 1–20 (players-attributes.ts says why).

export const headlineAttributes = [
  'pace',
  'shooting',
  'passing',
  'dribbling',
  'defending',
  'physical',
] as const

export const detailAttributes = {
  technical: [
    'corners',
    'crossing',
    'dribbling',
    'finishing',
    'first_touch',
    'free_kicks',
    'heading',
    'long_shots',
    'marking',
    'passing',
    'penalties',
    'tackling',
    'technique',
  ],
  mental: [
    'aggression',
    'anticipation',
    'bravery',
    'composure',
    'concentration',
    'decisions',
    'determination',
    'flair',
    'leadership',
    'off_the_ball',
    'positioning',
    'teamwork',
    'vision',
    'work_rate',
  ],
  physical: [
    'acceleration',
    'agility',
    'balance',
    'jumping',
    'stamina',
    'strength',
    'natural_fitness',
    'pace',
  ],
} as const
export type DetailGroup = keyof typeof detailAttributes
