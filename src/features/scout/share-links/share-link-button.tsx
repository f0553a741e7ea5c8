import { lazy, Suspense, useState } from 'react'
import type { ShareKind } from '../../../api/contract/terms/share-links'
import { Spinner } from '../../../ui/spinner'
import styles from './share-links.module.css'

// "Share" beside a list's or a player's actions: opens the form in the page's flow (loaded when first opened).

const ShareForm = lazy(() => import('./share-link-form'))

export function ShareLinkButton({ kind, id, what }: { kind: ShareKind; id: string; what: string }) {
  const [open, setOpen] = useState(false)
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        disabled={offline}
        title={offline ? 'Sharing needs a connection' : undefined}
        onClick={() => setOpen(!open)}
      >
        Share
      </button>
      {open ? (
        <section className={`card ${styles.panel}`} aria-label={`Share ${what}`}>
          <Suspense fallback={<Spinner label="Loading" />}>
            <ShareForm kind={kind} id={id} what={what} />
          </Suspense>
        </section>
      ) : null}
    </>
  )
}
