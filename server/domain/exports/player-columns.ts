import type { ScoutPlayerWithNumbers } from '../../../src/api/contract/schemas/scout-players'
import type { ScoutListEntry } from '../../../src/api/contract/schemas/scouting-lists'
import type { KeyNumbers } from '../../../src/api/contract/terms/player-stats'
import { positionName } from '../../../src/api/contract/terms/players'
import { listStatusLabel, recommendationLabel } from '../../../src/api/contract/terms/scouting'
import type { CsvColumn } from '../../../src/rules/csv-table'

// The columns of a table of players as the scout's screens head them: the search, the shortlist and a list
// write the same player columns, a list adds its status and the latest report.

/**
 * What the player columns read of a player: a scout's player as his screens have him has all of it, and a search
 * file's page is read as these fields alone (scouting/file-row.ts).
 */
export type PlayerFileRow = Pick<
  ScoutPlayerWithNumbers,
  | 'uid'
  | 'name'
  | 'main_position'
  | 'age'
  | 'age_band'
  | 'date_of_birth'
  | 'birth_year'
  | 'nationality'
  | 'current_club'
  | 'is_shortlisted'
> & { stats: Pick<KeyNumbers, 'matches' | 'minutes' | 'goals' | 'assists'> }

/**
 * A player's numbers are only known where the sheets recorded them (decision 0056): a number that is null (the
 * matches, minutes and assists of a player known only as a scorer) is an empty cell, never 0.
 */
export const playerColumns: CsvColumn<PlayerFileRow>[] = [
  { header: 'Player', cell: (p) => p.name },
  { header: 'Position', cell: (p) => positionName(p.main_position) },
  // A minor by his age band and year of birth only (domain/privacy/minors.ts).
  { header: 'Age', cell: (p) => p.age ?? p.age_band },
  { header: 'Date of birth', cell: (p) => p.date_of_birth ?? p.birth_year },
  { header: 'Nationality', cell: (p) => p.nationality },
  { header: 'Club', cell: (p) => p.current_club },
  { header: 'Matches', cell: (p) => p.stats.matches },
  { header: 'Minutes', cell: (p) => p.stats.minutes },
  { header: 'Goals', cell: (p) => p.stats.goals },
  { header: 'Assists', cell: (p) => p.stats.assists },
]

export const searchColumns: CsvColumn<PlayerFileRow>[] = [
  ...playerColumns,
  { header: 'On my shortlist', cell: (p) => p.is_shortlisted },
]

export const shortlistColumns: CsvColumn<ScoutPlayerWithNumbers>[] = [
  ...playerColumns,
  { header: 'Shortlisted on', cell: (p) => p.shortlisted_at?.slice(0, 10) },
]

const asEntry = (column: CsvColumn<PlayerFileRow>): CsvColumn<ScoutListEntry> => ({
  header: column.header,
  cell: (e) => column.cell(e.player),
})

export const listColumns: CsvColumn<ScoutListEntry>[] = [
  asEntry(playerColumns[0]!),
  asEntry(playerColumns[1]!),
  { header: 'Status', cell: (e) => listStatusLabel(e.status) },
  {
    header: 'Recommendation',
    cell: (e) => (e.latest_report ? recommendationLabel(e.latest_report.recommendation) : null),
  },
  { header: 'Seen on', cell: (e) => e.latest_report?.seen_on },
  ...playerColumns.slice(2).map(asEntry),
  { header: 'Added on', cell: (e) => e.added_at.slice(0, 10) },
]
