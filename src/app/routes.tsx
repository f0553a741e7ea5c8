import { lazy, type ReactNode, Suspense } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { pendingInvitation } from '../api/pending-invitation'
import { HomePage } from '../features/public/home-page'
import { NewsPage } from '../features/public/news-page'
import { NotFoundPage } from '../ui/not-found-page'
import { PageLoading } from './page-loading'
import { PublicLayout } from './public-layout'

// The route table of the whole app (docs/spec.md#2-routes). Each signed-in area is its own chunk, loaded on first
// visit. The account pages are chunks too, so the landing page carries neither the API client nor the form schemas.
// /home, /news, /news/{slug}, /packages, /about and /faq also render on the server (src/app/public-render.tsx, decision
// 0044): the browser hydrates the HTML it was sent.

const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })))
const RegisterPage = lazy(() =>
  import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })),
)
const ConfirmEmailPage = lazy(() =>
  import('../features/auth/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
)
const ForgetPasswordPage = lazy(() =>
  import('../features/auth/forget-password-page').then((m) => ({ default: m.ForgetPasswordPage })),
)
const NewsListPage = lazy(() =>
  import('../features/public/news-list-page').then((m) => ({ default: m.NewsListPage })),
)
const PackagesPage = lazy(() =>
  import('../features/public/packages-page').then((m) => ({ default: m.PackagesPage })),
)
const AboutPage = lazy(() => import('../features/public/about-page').then((m) => ({ default: m.AboutPage })))
const FaqPage = lazy(() => import('../features/public/faq-page').then((m) => ({ default: m.FaqPage })))
const ContactPage = lazy(() =>
  import('../features/public/contact-page').then((m) => ({ default: m.ContactPage })),
)
const ShareLinkPage = lazy(() =>
  import('../features/public/share-links/share-link-page').then((m) => ({ default: m.ShareLinkPage })),
)
const JoinPage = lazy(() => import('../features/auth/join-page').then((m) => ({ default: m.JoinPage })))
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
        <Route path="/news">
          <PublicPage>
            <NewsListPage />
          </PublicPage>
        </Route>
        <Route path="/packages">
          <PublicPage>
            <PackagesPage />
          </PublicPage>
        </Route>
        <Route path="/about">
          <PublicPage>
            <AboutPage />
          </PublicPage>
        </Route>
        <Route path="/faq">
          <PublicPage>
            <FaqPage />
          </PublicPage>
        </Route>
        <Route path="/contact">
          <PublicPage>
            <ContactPage />
          </PublicPage>
        </Route>
        <Route path="/news/:slug">
          {(params) => (
            <PublicLayout>
              <NewsPage slug={params.slug} />
            </PublicLayout>
          )}
        </Route>
        <Route path="/shared/:token">
          {(params) => (
            <PublicPage>
              <ShareLinkPage token={params.token} />
            </PublicPage>
          )}
        </Route>
        <Route path="/join">
          <PublicPage>
            <JoinPage />
          </PublicPage>
        </Route>
        <Route path="/login" component={ScoutLogin} />
        <Route path="/forget-password">
          <PublicPage>
            <ForgetPasswordPage />
          </PublicPage>
        </Route>
        <Route path="/register">
          <PublicPage>
            <RegisterPage />
          </PublicPage>
        </Route>
        <Route path="/confirm-email">
          <PublicPage>
            <ConfirmEmailPage />
          </PublicPage>
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
    <PublicPage>
      <LoginPage area="scout" onSignedIn={() => navigate(pendingInvitation() ? '/scout/club' : '/scout')} />
    </PublicPage>
  )
}

/** A lazily loaded open page: the header and footer stay while its chunk arrives. */
function PublicPage({ children }: { children: ReactNode }) {
  return (
    <PublicLayout>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PublicLayout>
  )
}
