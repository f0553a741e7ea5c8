import { Route, Switch } from 'wouter'
import { AreaGuard } from '../area-guard'
import { AreaLogin } from '../area-login'
import { AreaSectionRoutes, navOf } from '../area-sections'
import { AreaShell } from '../area-shell'
import { adminSections } from './admin-sections'

// /admin/* — loaded on demand. /admin/login is exempt from the session guard (docs/spec.md#area-logins).

export default function AdminArea() {
  return (
    <AreaGuard area="admin">
      <Switch>
        <Route path="/login">
          <AreaLogin area="admin" />
        </Route>
        <Route>
          <AreaShell title="Admin" nav={navOf(adminSections)} allowLogoutEverywhere={false}>
            <AreaSectionRoutes sections={adminSections} />
          </AreaShell>
        </Route>
      </Switch>
    </AreaGuard>
  )
}
