import { Route, Switch, useLocation } from 'wouter'
import { LoginPage } from '../../features/auth/login-page'
import { NotFoundPage } from '../../features/public/not-found-page'
import { AreaGuard } from '../area-guard'
import { AreaShell } from '../area-shell'
import { PublicLayout } from '../public-layout'
import { CommunitySyncStatus } from '../pwa/community-sync'
import { useAreaSession } from '../session-context'
import { communitySections } from './community-sections'

// /community/* — loaded on demand. /community/login is exempt from the session guard (spec §2).

export default function CommunityArea() {
  return (
    <AreaGuard area="community">
      <Switch>
        <Route path="/login" component={CommunityLogin} />
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

function CommunityLogin() {
  const { signedIn } = useAreaSession()
  const [, navigate] = useLocation()
  return (
    <PublicLayout>
      <LoginPage
        area="community"
        onSignedIn={(profile) => {
          signedIn(profile)
          navigate('~/community')
        }}
      />
    </PublicLayout>
  )
}
