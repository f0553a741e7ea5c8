import { createContext, type ReactNode, useContext } from 'react'
import type { RecordArea } from '../api/records'

// Where the football screens (lists, record pages, pickers, names) read records and link to them. The community
// area reads and writes through /api/community and links into its editors; the scout area shows the same screens
// read-only through /api/scout and links into its own browse and player pages. One set of screens, two areas.

export interface RecordPlace {
  area: RecordArea
  /** Whether records may be created, edited and deleted here. */
  editable: boolean
  /** The area's football data index (the "Football data" / "Browse" crumb). */
  home: { href: string; label: string }
  /** The area's list of games (the community keeps its games beside the football data, scouts browse them). */
  games: { href: string; label: string }
  /** Where a record of `path` is shown in this area. */
  href: (path: string, uid: string) => string
  /**
   * The media kept beside a record (a club's gallery and video moments, a game's reports), where the area has
   * screens for them: the community area supplies them (src/app/areas/community-area.tsx); scouts have none here.
   */
  media?: (ownerId: string, kinds: MediaKind[]) => ReactNode
  /** Where the area lists all of one club's or one country's players (a record page's "See all"), if it can. */
  playersOf?: (by: 'club' | 'country', uid: string) => string
}

export type MediaKind = 'gallery' | 'video' | 'reports'

const gamePaths = ['game', 'national_game', 'league_game', 'team_game', 'more-matches']
const slugOf = (path: string) => path.replace('/', '-')

export const communityPlace: RecordPlace = {
  area: 'community',
  editable: true,
  home: { href: '~/community/data', label: 'Football data' },
  games: { href: '~/community/games', label: 'Games' },
  href: (path, uid) =>
    path === 'player'
      ? `~/community/players/${uid}`
      : gamePaths.includes(path)
        ? `~/community/games/${uid}`
        : `~/community/data/${slugOf(path)}/${uid}`,
}

export const scoutPlace: RecordPlace = {
  area: 'scout',
  editable: false,
  home: { href: '~/scout/browse', label: 'Browse' },
  games: { href: '~/scout/browse/games', label: 'Games' },
  href: (path, uid) =>
    path === 'player'
      ? `~/scout/players/${uid}`
      : gamePaths.includes(path)
        ? `~/scout/browse/games/${uid}`
        : `~/scout/browse/${slugOf(path)}/${uid}`,
  // The Players screen's filters, so the list can be narrowed and ordered further.
  playersOf: (by, uid) => `~/scout/players?${by === 'club' ? 'club_id' : 'country_id'}=${uid}`,
}

const RecordPlaceContext = createContext<RecordPlace>(communityPlace)

export function RecordPlaceProvider({ place, children }: { place: RecordPlace; children: ReactNode }) {
  return <RecordPlaceContext.Provider value={place}>{children}</RecordPlaceContext.Provider>
}

export const useRecordPlace = () => useContext(RecordPlaceContext)
