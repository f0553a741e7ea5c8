import { lazy, Suspense } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { ForgetPasswordPage } from '../features/auth/forget-password-page'
import { LoginPage } from '../features/auth/login-page'
import { RegisterPage } from '../features/auth/register-page'
import { HomePage } from '../features/public/home-page'
import { NotFoundPage } from '../features/public/not-found-page'
import { PageLoading } from './page-loading'
import { PublicLayout } from './public-layout'

// The route table of the whole app (spec §2). Each signed-in area is its own chunk, loaded on first visit.

const ScoutArea = lazy(() => import('./areas/scout-area'))
const CommunityArea = lazy(() => import('./areas/community-area'))
const AdminArea = lazy(() => import('./areas/admin-area'))

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/">
          <Redirect to="/home" replace />
        </Route>
        <Route path="/home">
          <PublicLayout>
            <HomePage />
          </PublicLayout>
        </Route>
        <Route path="/login" component={ScoutLogin} />
        <Route path="/forget-password">
          <PublicLayout>
            <ForgetPasswordPage />
          </PublicLayout>
        </Route>
        <Route path="/register">
          <PublicLayout>
            <RegisterPage />
          </PublicLayout>
        </Route>
        <Route path="/scout" nest component={ScoutArea} />
        <Route path="/community" nest component={CommunityArea} />
        <Route path="/admin" nest component={AdminArea} />
        <Route>
          <PublicLayout>
            <NotFoundPage />
          </PublicLayout>
        </Route>
      </Switch>
    </Suspense>
  )
}

function ScoutLogin() {
  const [, navigate] = useLocation()
  return (
    <PublicLayout>
      <LoginPage area="scout" onSignedIn={() => navigate('/scout')} />
    </PublicLayout>
  )
}
