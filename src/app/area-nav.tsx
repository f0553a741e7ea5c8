import { type Ref, useRef } from 'react'
import { Link, useLocation, useRouter } from 'wouter'
import styles from './area-shell.module.css'
import { useNavRowScroll } from './nav-row-scroll'

// A signed-in area's section menu: a column beside the page on a tablet, one sideways-scrolling row on a phone
// (area-shell.module.css), where the current section is kept in view and a fade marks the end that has more.

export interface AreaNavItem {
  /** Relative to the area, e.g. "/" or "/profile". */
  href: string
  label: string
  short?: string
  /** A count beside the label (the scout's unread alerts); none when 0 or unknown. */
  badge?: number
}

interface AreaNavProps {
  label: string
  items: AreaNavItem[]
  /** The <nav> itself, for the shell to measure. */
  ref?: Ref<HTMLElement>
}

export function AreaNav({ label, items, ref }: AreaNavProps) {
  const [path] = useLocation()
  // The area's own root is linked absolutely: a nested "/" would become "/scout/" with a trailing slash.
  const { base } = useRouter()
  const row = useRef<HTMLUListElement>(null)
  useNavRowScroll(row, path)
  return (
    <nav ref={ref} className={styles.areaNav} aria-label={label}>
      <ul ref={row}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href === '/' ? `~${base}` : item.href}
              aria-current={isCurrent(path, item.href) ? 'page' : undefined}
            >
              {item.short ? (
                <>
                  <span className={styles.navLong}>{item.label}</span>
                  <span className={styles.navShort}>{item.short}</span>
                </>
              ) : (
                item.label
              )}
              {item.badge ? (
                <>
                  {' '}
                  <span className="badge">{item.badge}</span>
                  <span className="visually-hidden"> unread</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const isCurrent = (path: string, href: string) => (href === '/' ? path === '/' : path.startsWith(href))
