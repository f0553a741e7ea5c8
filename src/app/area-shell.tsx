import { type ReactNode, Suspense, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { loginRoute } from '../api/contract/terms/roles'
import { noticeDone } from '../api/notices'
import { signOut } from '../features/auth/auth-api'
import { LogoutAllDialog } from '../features/auth/logout-all-dialog'
import { Spinner } from '../ui/spinner'
import { AreaNav, type AreaNavItem } from './area-nav'
import styles from './area-shell.module.css'
import { BrandMark, brandLinkClass } from './brand-mark'
import { afterSignOut, confirmSignOut } from './pwa/sign-out-guard'
import { useAreaSession } from './session-context'
import { useToastClearance } from './toast-clearance'

// The frame of every signed-in area: who is signed in, the area's navigation, log out (and for community and
// scouts, log out everywhere). Areas pass their navigation as one list.

interface AreaShellProps {
  title: string
  nav: AreaNavItem[]
  allowLogoutEverywhere: boolean
  children: ReactNode
}

export function AreaShell({ title, nav, allowLogoutEverywhere, children }: AreaShellProps) {
  const { role, profile, signedOut } = useAreaSession()
  const [, navigate] = useLocation()
  const [askingLogoutAll, setAskingLogoutAll] = useState(false)
  // On a phone the account block folds behind one button, so header and navigation stay within ~110 px.
  const [accountOpen, setAccountOpen] = useState(false)
  // Toasts start below the header, and on a phone below the section row too (the row reaches the right edge).
  const header = useRef<HTMLElement>(null)
  const sections = useRef<HTMLElement>(null)
  useToastClearance(header, sections)

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
    <div className={styles.area}>
      <a className="skip-link" href="#area-main">
        Skip to content
      </a>
      <header ref={header} className="area-top" data-account={accountOpen ? 'open' : 'closed'}>
        <Link href="~/home" className={brandLinkClass}>
          <BrandMark />
          <span>Scoutline</span>
        </Link>
        <span className={styles.areaName}>{title}</span>
        <button
          type="button"
          className={`${styles.accountToggle} btn btn-secondary`}
          aria-expanded={accountOpen}
          aria-controls="area-account"
          onClick={() => setAccountOpen((open) => !open)}
        >
          Account
        </button>
        <div className={styles.areaUser} id="area-account">
          <div className={styles.who} data-testid="signed-in-user">
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
      <AreaNav ref={sections} label={`${title} navigation`} items={nav} />
      <main id="area-main" className={styles.areaMain} tabIndex={-1}>
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
