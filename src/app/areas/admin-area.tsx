import { Route, Switch, useLocation } from 'wouter'
import { AdminDashboard } from '../../features/admin/admin-dashboard'
import { LoginPage } from '../../features/auth/login-page'
import { NotFoundPage } from '../../features/public/not-found-page'
import { AreaGuard } from '../area-guard'
import { AreaShell } from '../area-shell'
import { PublicLayout } from '../public-layout'
import { useAreaSession } from '../session-context'

// /admin/* — loaded on demand. /admin/login is exempt from the session guard (spec §2).

const nav = [{ href: '/', label: 'Dashboard' }]

export default function AdminArea() {
  return (
    <AreaGuard area="admin">
      <Switch>
        <Route path="/login" component={AdminLogin} />
        <Route>
          <AreaShell title="Admin" nav={nav} allowLogoutEverywhere={false}>
            <Switch>
              <Route path="/" component={AdminDashboard} />
              <Route component={NotFoundPage} />
            </Switch>
          </AreaShell>
        </Route>
      </Switch>
    </AreaGuard>
  )
}

function AdminLogin() {
  const { signedIn } = useAreaSession()
  const [, navigate] = useLocation()
  return (
    <PublicLayout>
      <LoginPage
        area="admin"
        onSignedIn={(profile) => {
          signedIn(profile)
          navigate('~/admin')
        }}
      />
    </PublicLayout>
  )
}
