import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'

// /scout/club: the scout's club (its members, invitations, an invitation waiting to be accepted), its shadow team
// and its activity.

// Each page loads when opened: the section itself is what the scout area's budget counts (decision 0041).
const ClubPage = lazy(() => import('./club-page').then((m) => ({ default: m.ClubPage })))
const ShadowTeamPage = lazy(() => import('./shadow-team-page').then((m) => ({ default: m.ShadowTeamPage })))
const ActivityPage = lazy(() => import('./activity-page').then((m) => ({ default: m.ActivityPage })))

/** `me`: the signed-in scout's uid (his own member row is the one he can leave by). */
export default function ScoutClubSection({ me }: { me?: string }) {
  return (
    <Switch>
      <Route path="/">
        <ClubPage me={me} />
      </Route>
      <Route path="/shadow-team" component={ShadowTeamPage} />
      <Route path="/activity" component={ActivityPage} />
      <Route component={NotFoundPage} />
    </Switch>
  )
}
