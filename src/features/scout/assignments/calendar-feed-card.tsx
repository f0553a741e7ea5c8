import { useState } from 'react'
import type { CalendarFeed } from '../../../api/contract/schemas/assignments'
import { askToConfirm } from '../../../ui/confirm'
import { dateOnly } from '../../../ui/dates'
import styles from './assignments.module.css'
import { loadFeed, renewFeed } from './assignments-api'

// The scout's assignments in his own calendar app (Google Calendar, Apple Calendar, Outlook): a private address
// shown on asking, copied, and renewed when it may have leaked (the old one stops at once).

export function CalendarFeedCard() {
  const [feed, setFeed] = useState<CalendarFeed>()
  const [error, setError] = useState<string>()
  const [copied, setCopied] = useState(false)
  const show = async () => {
    try {
      setFeed(await loadFeed())
      setError(undefined)
    } catch {
      setError('The address is given online: check the connection.')
    }
  }
  const renew = async () => {
    const yes = await askToConfirm({
      title: 'Make a new address?',
      message: 'Calendars that use the old address stop receiving your assignments: add the new one to them.',
      confirmLabel: 'Make a new address',
    })
    if (!yes) return
    setFeed(await renewFeed().catch(() => feed))
    setCopied(false)
  }
  const copy = async () => {
    if (!feed) return
    await navigator.clipboard?.writeText(feed.url).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <section className="card stack" aria-labelledby="feed-title">
      <h2 id="feed-title">In your own calendar</h2>
      <p className="muted">
        Subscribe to your assignments from Google Calendar, Apple Calendar or Outlook (“From URL” /
        “Subscribe”). The address is private: anyone who has it sees your assignments.
      </p>
      {feed ? (
        <>
          <p className={styles.feed}>
            <span className="visually-hidden">Your calendar address: </span>
            {feed.url}
          </p>
          <p className="muted">Made on {dateOnly(feed.created_at)}.</p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={copy}>
              {copied ? 'Copied' : 'Copy the address'}
            </button>
            <button type="button" className="btn" onClick={renew}>
              Make a new address
            </button>
          </div>
        </>
      ) : (
        <div className="actions">
          <button type="button" className="btn" onClick={show}>
            Show my calendar address
          </button>
        </div>
      )}
      {error ? (
        <p className="form-message" data-kind="error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
