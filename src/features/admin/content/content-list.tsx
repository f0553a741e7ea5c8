import { useState } from 'react'
import { Link } from 'wouter'
import type { ContentItem, ContentKindInfo } from '../../../api/contract/schemas/site-content'
import { askToConfirm } from '../../../ui/confirm'
import { FormMessage } from '../../../ui/field'
import styles from './content.module.css'
import { deleteContent, reorderContent } from './content-api'
import { titleOfItem } from './content-fields'

// A kind's items: news newest first with their state; the other kinds in the order the public site shows them,
// moved up and down here. Deleting asks first.

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : ''

export function ContentList({
  info,
  items,
  onChanged,
}: {
  info: ContentKindInfo
  items: ContentItem[]
  onChanged: () => void
}) {
  const [error, setError] = useState<string>()
  const act = async (work: () => Promise<unknown>) => {
    setError(undefined)
    try {
      await work()
      onChanged()
    } catch (e) {
      setError((e as Error).message)
    }
  }
  const move = (index: number, by: -1 | 1) => {
    const order = items.map((i) => i.uid)
    const [moved] = order.splice(index, 1)
    order.splice(index + by, 0, moved!)
    return act(() => reorderContent(info, order))
  }
  if (items.length === 0)
    return (
      <div className="card empty-state">
        <p>No {info.plural} yet.</p>
      </div>
    )
  return (
    <div className="card stack">
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <ol className={styles.contentItems} aria-label={info.plural}>
        {items.map((item, index) => {
          const title = titleOfItem(info.kind, item.fields)
          return (
            <li key={item.uid} className={styles.contentItem}>
              {item.thumb ? (
                <img src={item.thumb} alt="" width={64} height={48} className={styles.contentThumb} />
              ) : null}
              <div className={styles.contentItemText}>
                <Link href={`/${info.kind}/${item.uid}`}>{title}</Link>
                {info.news ? (
                  item.status === 'draft' ? (
                    // A draft is the admin's choice, and the one state the site does not show: a badge says so.
                    <span className={`${styles.badgeDraft} badge`}>Draft — not on the site</span>
                  ) : (
                    <span className="muted">Published {day(item.published_at)}</span>
                  )
                ) : null}
              </div>
              <div className="actions">
                {info.news ? null : (
                  <>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={index === 0}
                      aria-label={`Move ${title} up`}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={index === items.length - 1}
                      aria-label={`Move ${title} down`}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={async () => {
                    const yes = await askToConfirm({
                      title: `Delete “${title}”?`,
                      message: 'It disappears from the site at once.',
                      confirmLabel: 'Delete',
                      danger: true,
                    })
                    if (yes) void act(() => deleteContent(info, item.uid))
                  }}
                >
                  Delete
                </button>
              </div>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
