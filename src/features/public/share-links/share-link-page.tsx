import { useEffect } from 'react'
import { Link } from 'wouter'
import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import { sharePaths } from '../../../api/contract/terms/paths'
import type { SharedView } from '../../../api/contract/terms/share-links'
import { dateTime } from '../../../ui/dates'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { usePublicRead } from '../home-api'
import { ShareLinkCard } from './share-link-card'
import { ShareLinkList } from './share-link-list'
import styles from './share-links.module.css'

// /shared/{token}: what a scout shared — a list or a player's card — for whoever holds the link, with no account.
// It says who shared it and until when; a withdrawn or expired link says so in words. Never indexed (the server
// sends `X-Robots-Tag` too) and never kept by the service worker: API answers are not cached.

function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta')
    meta.name = 'robots'
    meta.content = 'noindex, nofollow'
    document.head.append(meta)
    return () => meta.remove()
  }, [])
}

export function ShareLinkPage({ token }: { token: string }) {
  useNoIndex()
  const { data, error } = usePublicRead(
    () => api<DataBody<SharedView>>(sharePaths.shared(token), { quiet: true }).then((body) => body.data),
    token,
  )
  const view = data
  useDocumentTitle(view?.list?.name ?? view?.card?.player.name ?? 'Shared by a scout')
  return (
    <section className="section">
      <div className={`container stack ${styles.page}`}>
        {error ? (
          <div className="card stack" role="alert">
            <h1>{error.status === 410 ? 'This link no longer opens' : 'This link does not open'}</h1>
            <p>
              {(error as { message?: string }).message && (error.status === 410 || error.status === 404)
                ? (error as { message?: string }).message
                : 'It could not be loaded. Check the connection and try again.'}
            </p>
            <p className="muted">Ask the scout who sent it for a new one.</p>
            <p>
              <Link href="/home">About Scoutline</Link>
            </p>
          </div>
        ) : !view ? (
          <Spinner label="Loading what was shared" />
        ) : (
          <>
            <p className={styles.byline}>
              Shared by <strong>{view.shared_by.name}</strong>
              {view.shared_by.organisation ? ` (${view.shared_by.organisation})` : ''} · read-only, until{' '}
              {dateTime(view.expires_at)}
              <button
                type="button"
                className={`btn btn-secondary ${styles.print}`}
                onClick={() => window.print()}
              >
                Print
              </button>
            </p>
            {view.list ? <ShareLinkList list={view.list} /> : null}
            {view.card ? <ShareLinkCard card={view.card} /> : null}
          </>
        )}
      </div>
    </section>
  )
}
