import { Route, Switch } from 'wouter'
import { AdminDashboard } from '../../features/admin/admin-dashboard'
import { NotFoundPage } from '../../ui/not-found-page'
import { AreaGuard } from '../area-guard'
import { AreaLogin } from '../area-login'
import { AreaShell } from '../area-shell'

// /admin/* — loaded on demand. /admin/login is exempt from the session guard (spec §2).

const nav = [{ href: '/', label: 'Dashboard' }]

export default function AdminArea() {
  return (
    <AreaGuard area="admin">
      <Switch>
        <Route path="/login">
          <AreaLogin area="admin" />
        </Route>
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
