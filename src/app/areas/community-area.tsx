import { Route, Switch } from 'wouter'
import { AreaGuard } from '../area-guard'
import { AreaLogin } from '../area-login'
import { AreaSectionRoutes, navOf } from '../area-sections'
import { AreaShell } from '../area-shell'
import { CommunitySyncStatus } from '../pwa/community-sync'
import { communitySections } from './community-sections'

// /community/* — loaded on demand. /community/login is exempt from the session guard (spec §2).

export default function CommunityArea() {
  return (
    <AreaGuard area="community">
      <Switch>
        <Route path="/login">
          <AreaLogin area="community" />
        </Route>
        <Route>
          <AreaShell title="Community" nav={navOf(communitySections)} allowLogoutEverywhere>
            <CommunitySyncStatus />
            <AreaSectionRoutes sections={communitySections} />
          </AreaShell>
        </Route>
      </Switch>
    </AreaGuard>
  )
}
