import { lazy } from 'react'
import { CommunityDashboard } from '../../features/community/dashboard/community-dashboard'
import type { AreaSection } from '../area-sections'
import { useAreaSession } from '../session-context'

// The community area's sections: each entry is one navigation item and the screen behind it. To add a
// family (players, teams, games …) add one entry here; `href` is relative to /community and the component is
// nested under it, so it may hold its own sub-routes (e.g. "/:id"). Load big screens with React.lazy.

function DashboardSection() {
  const { profile } = useAreaSession()
  return <CommunityDashboard profile={profile} />
}

export const communitySections: AreaSection[] = [
  { href: '/', label: 'Dashboard', short: 'Home', component: DashboardSection },
  {
    href: '/data',
    label: 'Football data',
    short: 'Football',
    component: lazy(() => import('../../features/football-data/families-section')),
  },
  {
    href: '/players',
    label: 'Players',
    component: lazy(() => import('../../features/community/players/players-section')),
  },
  {
    href: '/games',
    label: 'Games',
    component: lazy(() => import('../../features/community/games/games-section')),
  },
  { href: '/sync', label: 'Sync', component: lazy(() => import('../pwa/outbox-section')) },
]
