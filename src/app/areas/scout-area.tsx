import { Redirect, Route, Switch } from 'wouter'
import { ScoutProfilePage } from '../../features/scout/profile-page'
import { ScoutOverview } from '../../features/scout/scout-overview'
import { NotFoundPage } from '../../ui/not-found-page'
import { AreaGuard } from '../area-guard'
import { AreaShell } from '../area-shell'
import { useAreaSession } from '../session-context'

// /scout/* — loaded on demand. Scouts sign in at /login (spec §2); /scout/login, the exempt child, leads there.

const nav = [
  { href: '/', label: 'Overview' },
  { href: '/profile', label: 'Profile' },
]

export default function ScoutArea() {
  return (
    <AreaGuard area="scout">
      <Switch>
        <Route path="/login">
          <Redirect to="~/login" replace />
        </Route>
        <Route>
          <AreaShell title="Scout" nav={nav} allowLogoutEverywhere>
            <ScoutRoutes />
          </AreaShell>
        </Route>
      </Switch>
    </AreaGuard>
  )
}

function ScoutRoutes() {
  const { profile, signedIn } = useAreaSession()
  return (
    <Switch>
      <Route path="/">
        <ScoutOverview profile={profile} />
      </Route>
      <Route path="/profile">
        <ScoutProfilePage onSaved={signedIn} />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  )
}
