import { Link } from 'wouter'
import type { ShareLink, ShareState } from '../../../api/contract/terms/share-links'
import { useRecord } from '../../../api/use-read'
import { askToConfirm } from '../../../ui/confirm'
import { Crumbs } from '../../../ui/crumbs'
import { dateTime } from '../../../ui/dates'
import { Spinner } from '../../../ui/spinner'
import { StackedTable } from '../../../ui/stacked-table'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { loadShares, revokeShare } from './share-links-api'

// Lists → Shared links: every read-only link the scout made, what it shows, whether it works and until when, who
// it was mailed to, how often it was opened — and "Withdraw", which stops it at once.

/** Whether the link works, and until when (or since when it does not): one column, so the table fits a tablet. */
function stateOf(link: ShareLink): string {
  const words: Record<ShareState, string> = {
    active: `Open until ${dateTime(link.expires_at)}`,
    expired: `Expired ${dateTime(link.expires_at)}`,
    withdrawn: 'Withdrawn',
  }
  return words[link.state]
}

function what(link: ShareLink) {
  const name = link.target.name ?? (link.kind === 'list' ? 'a deleted list' : 'a player')
  const href = link.kind === 'list' ? `/${link.target.id}` : `~/scout/players/${link.target.id}`
  return link.target.name ? (
    <Link href={href}>{link.kind === 'list' ? `List “${name}”` : `Card of ${name}`}</Link>
  ) : (
    name
  )
}

export function ShareLinksPage() {
  useDocumentTitle('Shared links')
  const links = useRecord(() => loadShares(), [])
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[{ href: '/', label: 'Lists' }]} />
          <h1>Shared links</h1>
          <p className="muted">
            Read-only links to your lists and player cards. Share one from a list or a player’s page.
          </p>
        </div>
      </div>
      <section className="card stack" aria-labelledby="links-title">
        <h2 id="links-title" className="visually-hidden">
          Your shared links
        </h2>
        {links.error ? (
          <p className="form-message" data-kind="error" role="alert">
            Your links could not be loaded: they need a connection.
          </p>
        ) : !links.data ? (
          <Spinner label="Loading your links" />
        ) : links.data.length === 0 ? (
          <p className="muted">You have not shared anything yet.</p>
        ) : (
          <StackedTable
            rows={links.data}
            rowKey={(l) => l.id}
            labelledBy="links-title"
            title={{ label: 'Shows', value: what }}
            columns={[
              { label: 'State', wrap: true, value: stateOf },
              { label: 'Mailed to', empty: (l) => !l.email, value: (l) => l.email },
              { label: 'Opened', value: (l) => (l.opens === 1 ? 'once' : `${l.opens} times`) },
              {
                label: 'Action',
                empty: (l) => l.state !== 'active',
                value: (l) => (
                  <button
                    type="button"
                    className="btn btn-link"
                    aria-label={`Withdraw the link to ${l.target.name ?? l.kind}`}
                    onClick={async () => {
                      const yes = await askToConfirm({
                        title: 'Withdraw this link?',
                        message: 'Whoever has it will see “This link was withdrawn”. You can make a new one.',
                        confirmLabel: 'Withdraw the link',
                        danger: true,
                      })
                      if (!yes) return
                      await revokeShare(l.id)
                      links.reload()
                    }}
                  >
                    Withdraw
                  </button>
                ),
              },
            ]}
          />
        )}
      </section>
    </>
  )
}
