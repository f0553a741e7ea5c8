import { lazy } from 'react'
import { useLocation } from 'wouter'
import { loginRoute } from '../../api/contract/terms/roles'
import { noticeDone } from '../../api/notices'
import { OwnAccountCard } from '../../connected/own-account-card'
import { CommunityDashboard } from '../../features/community/dashboard/community-dashboard'
import type { AreaSection } from '../area-sections'
import { afterSignOut } from '../pwa/sign-out-guard'
import { useAreaSession } from '../session-context'

// The community area's sections: each entry is one navigation item and the screen behind it. To add a
// family (players, teams, games …) add one entry here; `href` is relative to /community and the component is
// nested under it, so it may hold its own sub-routes (e.g. "/:id"). Load big screens with React.lazy.

function DashboardSection() {
  const { profile } = useAreaSession()
  return <CommunityDashboard profile={profile} />
}

/** The member's own data: a copy as one file, and the account's deletion (docs/privacy.md). */
function AccountSection() {
  const { signedOut, profile } = useAreaSession()
  const [, navigate] = useLocation()
  const deleted = () => {
    signedOut()
    void afterSignOut('community', profile?.uid)
    noticeDone('Your account is deleted.')
    navigate(`~${loginRoute.community}`)
  }
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Your account</h1>
          <p>{profile?.email}</p>
        </div>
      </div>
      <OwnAccountCard area="community" onDeleted={deleted} />
    </>
  )
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
  { href: '/account', label: 'Your account', short: 'Account', component: AccountSection },
]
