import { Fragment } from 'react'
import { Link } from 'wouter'
import styles from './crumbs.module.css'

// Where a page sits: links to the pages above it, left to right. Hrefs are as wouter takes them (relative to
// the area, or `~/` for an absolute path).

export interface Crumb {
  href: string
  label: string
}

export function Crumbs({ trail }: { trail: Crumb[] }) {
  return (
    <p className={styles.crumbs} data-testid="crumbs">
      {trail.map((crumb, i) => (
        <Fragment key={crumb.href}>
          {i > 0 ? (
            <span className={styles.separator} aria-hidden="true">
              ›
            </span>
          ) : null}
          <Link href={crumb.href}>{crumb.label}</Link>
        </Fragment>
      ))}
    </p>
  )
}
