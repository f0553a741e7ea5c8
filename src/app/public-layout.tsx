import { type ReactNode, useRef } from 'react'
import { Link, useRouter } from 'wouter'
import { usePathname } from 'wouter/use-browser-location'
import { BrandMark, brandLinkClass } from './brand-mark'
import styles from './public-layout.module.css'
import { useToastClearance } from './toast-clearance'

// Header and footer of the open pages (home, news, packages, about, FAQ, login, register, password recovery, not
// found). Links are
// absolute (`~`) because the admin and community login screens render this inside their nested routers.

const navLinks = [
  { href: '~/news', label: 'News' },
  { href: '~/packages', label: 'Packages' },
  { href: '~/about', label: 'About' },
  { href: '~/faq', label: 'FAQ' },
  { href: '~/login', label: 'Sign in' },
  { href: '~/register', label: 'Register' },
]

export function PublicLayout({ children }: { children: ReactNode }) {
  // On the server (public-render.tsx) the address is the router's; in the browser, the page's.
  const path = usePathname({ ssrPath: useRouter().ssrPath })
  const header = useRef<HTMLElement>(null)
  useToastClearance(header)
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header" ref={header}>
        <div className="container">
          <Link href="~/home" className={brandLinkClass}>
            <BrandMark />
            <span>Scoutline</span>
          </Link>
          <nav className={styles.siteNav} aria-label="Main">
            {navLinks.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                aria-current={`~${path}` === link.href ? 'page' : undefined}
              >
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className={`${styles.footerGrid} container`}>
          <div>
            <h2>Scoutline</h2>
            <p>Football talent scouting, from the touchline to the shortlist.</p>
          </div>
          <div>
            <h2>Product</h2>
            <ul>
              <li>
                <Link href="~/about">About us</Link>
              </li>
              <li>
                <Link href="~/packages">Packages and prices</Link>
              </li>
              <li>
                <Link href="~/home#agents">Our agents</Link>
              </li>
              <li>
                <Link href="~/news">News</Link>
              </li>
              <li>
                <Link href="~/faq">FAQ</Link>
              </li>
              <li>
                <Link href="~/contact">Contact us</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>Accounts</h2>
            <ul>
              <li>
                <Link href="~/register">Create a scout account</Link>
              </li>
              <li>
                <Link href="~/login">Scout sign in</Link>
              </li>
              <li>
                <Link href="~/community/login">Community sign in</Link>
              </li>
              <li>
                <Link href="~/admin/login">Admin sign in</Link>
              </li>
              <li>
                <Link href="~/forget-password">Forgot your password?</Link>
              </li>
            </ul>
          </div>
        </div>
        <div className={`${styles.footerLegal} container`}>
          <p>© {new Date().getFullYear()} Scoutline</p>
        </div>
      </footer>
    </>
  )
}
