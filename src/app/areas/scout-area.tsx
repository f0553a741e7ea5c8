import { Redirect, Route, Switch } from 'wouter'
import { useCopyKeeper } from '../../api/read-cache/use-copy-keeper'
import { RecordPlaceProvider, scoutPlace } from '../../connected/record-area'
import { AreaGuard } from '../area-guard'
import { AreaSectionRoutes, navOf } from '../area-sections'
import { AreaShell } from '../area-shell'
import { AreaSyncStatus } from '../pwa/area-sync'
import { useAreaSession } from '../session-context'
import { useInboxBadge } from './inbox-badge'
import { scoutSections } from './scout-sections'

// /scout/* — loaded on demand. Scouts sign in at /login (docs/spec.md#area-logins); /scout/login, the exempt child,
// leads there.

const refreshGroundCopies = () =>
  import('../../features/scout/assignments/ground-copies').then((m) => m.refreshGroundCopies())

/** The scout's assignments for the ground, kept on this device while the area is open (decision 0053). */
function GroundCopies() {
  const { profile } = useAreaSession()
  useCopyKeeper(profile?.uid, refreshGroundCopies)
  return null
}

const scoutNav = navOf(scoutSections)

/** The area's frame, inside the guard: its menu's unread count is asked only once the scout is signed in. */
function ScoutShell() {
  const { profile } = useAreaSession()
  const nav = useInboxBadge(scoutNav, profile?.uid)
  return (
    <AreaShell title="Scout" nav={nav} allowLogoutEverywhere>
      <AreaSyncStatus syncHref="~/scout/sync" />
      <GroundCopies />
      <AreaSectionRoutes sections={scoutSections} />
    </AreaShell>
  )
}

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
            <ScoutShell />
          </RecordPlaceProvider>
        </Route>
      </Switch>
    </AreaGuard>
  )
}
