import { Redirect, Route, Switch } from 'wouter'
import { RecordPlaceProvider, scoutPlace } from '../../connected/record-area'
import { AreaGuard } from '../area-guard'
import { AreaSectionRoutes, navOf } from '../area-sections'
import { AreaShell } from '../area-shell'
import { AreaSyncStatus } from '../pwa/area-sync'
import { scoutSections } from './scout-sections'

// /scout/* — loaded on demand. Scouts sign in at /login (docs/spec.md#area-logins); /scout/login, the exempt child,
// leads there.

export default function ScoutArea() {
  return (
    <AreaGuard area="scout">
      <Switch>
        <Route path="/login">
          <Redirect to="~/login" replace />
        </Route>
        <Route>
          {/* Football records are read through /api/scout and shown read-only. */}
          <RecordPlaceProvider place={scoutPlace}>
            <AreaShell title="Scout" nav={navOf(scoutSections)} allowLogoutEverywhere>
              <AreaSyncStatus syncHref="~/scout/sync" />
              <AreaSectionRoutes sections={scoutSections} />
            </AreaShell>
          </RecordPlaceProvider>
        </Route>
      </Switch>
    </AreaGuard>
  )
}
