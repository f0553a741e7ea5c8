import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../ui/not-found-page'
import { AreaGuard } from '../area-guard'
import { AreaLogin } from '../area-login'
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
          <AreaShell
            title="Community"
            nav={communitySections.map(({ href, label }) => ({ href, label }))}
            allowLogoutEverywhere
          >
            <CommunitySyncStatus />
            <Switch>
              {communitySections.map((section) => (
                <Route
                  key={section.href}
                  path={section.href}
                  nest={section.href !== '/'}
                  component={section.component}
                />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </AreaShell>
        </Route>
      </Switch>
    </AreaGuard>
  )
}
