import { type ReactNode, Suspense, useState } from 'react'
import { Link, useLocation, useRouter } from 'wouter'
import { loginRoute } from '../api/contract/auth'
import { noticeDone } from '../api/notices'
import { signOut } from '../features/auth/auth-api'
import { LogoutAllDialog } from '../features/auth/logout-all-dialog'
import { Spinner } from '../ui/spinner'
import { BrandMark } from './brand-mark'
import { afterSignOut, confirmSignOut } from './pwa/sign-out-guard'
import { useAreaSession } from './session-context'
import './area-shell.css'

// The frame of every signed-in area: who is signed in, the area's navigation, log out (and for community and
// scouts, log out everywhere). Areas pass their navigation as one list.

export interface AreaNavItem {
  /** Relative to the area, e.g. "/" or "/profile". */
  href: string
  label: string
  short?: string
}

interface AreaShellProps {
  title: string
  nav: AreaNavItem[]
  allowLogoutEverywhere: boolean
  children: ReactNode
}

export function AreaShell({ title, nav, allowLogoutEverywhere, children }: AreaShellProps) {
  const { role, profile, signedOut } = useAreaSession()
  const [path, navigate] = useLocation()
  // The area's own root is linked absolutely: a nested "/" would become "/scout/" with a trailing slash.
  const { base } = useRouter()
  const [askingLogoutAll, setAskingLogoutAll] = useState(false)
  // On a phone the account block folds behind one button, so header and navigation stay within ~110 px.
  const [accountOpen, setAccountOpen] = useState(false)

  const leave = (message: string) => {
    signedOut()
    void afterSignOut(role, profile?.uid)
    noticeDone(message)
    navigate(`~${loginRoute[role]}`)
  }
  const logOut = async () => {
    if (!(await confirmSignOut(role, profile?.uid))) return
    try {
      await signOut(role)
      leave('You are signed out.')
    } catch {
      // The client already told the user why; they stay signed in.
    }
  }

  return (
    <div className="area">
      <a className="skip-link" href="#area-main">
        Skip to content
      </a>
      <header className="area-top" data-account={accountOpen ? 'open' : 'closed'}>
        <Link href="~/home" className="brand">
          <BrandMark />
          <span>Scoutline</span>
        </Link>
        <span className="area-name">{title}</span>
        <button
          type="button"
          className="btn btn-secondary account-toggle"
          aria-expanded={accountOpen}
          aria-controls="area-account"
          onClick={() => setAccountOpen((open) => !open)}
        >
          Account
        </button>
        <div className="area-user" id="area-account">
          <div className="who" data-testid="signed-in-user">
            <span>{profile?.name ?? profile?.username ?? 'Signed in'}</span>
            <span>{profile?.email}</span>
          </div>
          {allowLogoutEverywhere ? (
            <button type="button" className="btn btn-secondary" onClick={() => setAskingLogoutAll(true)}>
              Log out everywhere
            </button>
          ) : null}
          <button type="button" className="btn btn-gold" onClick={logOut}>
            Log out
          </button>
        </div>
      </header>
      <nav className="area-nav" aria-label={`${title} navigation`}>
        <ul>
          {nav.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href === '/' ? `~${base}` : item.href}
                aria-current={isCurrent(path, item.href) ? 'page' : undefined}
              >
                {item.short ? (
                  <>
                    <span className="nav-long">{item.label}</span>
                    <span className="nav-short">{item.short}</span>
                  </>
                ) : (
                  item.label
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="area-main" className="area-main" tabIndex={-1}>
        {/* Sections may be lazy chunks: the shell stays while one loads. */}
        <Suspense fallback={<Spinner label="Loading the page" />}>{children}</Suspense>
      </main>
      {askingLogoutAll ? (
        <LogoutAllDialog
          area={role}
          email={profile?.email ?? ''}
          onClose={() => setAskingLogoutAll(false)}
          onDone={() => leave('You are signed out on every device.')}
        />
      ) : null}
    </div>
  )
}

const isCurrent = (path: string, href: string) => (href === '/' ? path === '/' : path.startsWith(href))
