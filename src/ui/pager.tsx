import styles from './pager.module.css'
import { pagerState } from './pager-state'

// Previous / next through the pages of a list, with where the user is ("Page 2 of 9 · 170 players").

interface PagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
  /** "170 players": the total and what is counted, when the list knows it. */
  summary?: string
  label?: string
  /** The first answer has not arrived: say so, instead of "Page 1 of 1 · 0 players". */
  loading?: boolean
  /** The total stopped at its cap (`meta.capped`) and this page is full: pages past `pages` may follow. */
  more?: boolean
}

export function Pager({
  page,
  pages,
  onPage,
  summary,
  label = 'Pages',
  loading = false,
  more = false,
}: PagerProps) {
  const { where, hasNext } = pagerState(page, pages, more)
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        {loading ? (
          'Loading…'
        ) : (
          <>
            {where}
            {summary ? ` · ${summary}` : ''}
          </>
        )}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}
