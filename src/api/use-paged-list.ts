import { useState } from 'react'
import type { ListBody } from './contract/schemas/common'
import { type Read, useList } from './use-read'

// A list read a page at a time, as every paged screen shows one: the page the user is on, back to the first
// page whenever the filters change (a new search never opens on page 4 of the old one), and what the <Pager>
// below the list needs. Screens give the loader and its filters; they never keep the page themselves.

export interface PagerWiring {
  page: number
  pages: number
  onPage: (page: number) => void
  /** The first answer has not arrived (nor failed). */
  loading: boolean
  /** The total stopped at its cap and this page is full: more pages may follow. */
  more: boolean
}

export interface PagedList<T> extends Read<ListBody<T>> {
  /** The rows of the page on screen (the previous page's while the next one loads). */
  rows: T[]
  /** The total the server counted (0 before the first answer). */
  total: number
  page: number
  setPage: (page: number) => void
  /** Spread on <Pager>, with a summary where the screen has one. */
  pager: PagerWiring
}

interface PagedListOptions {
  /** Rows on a page. */
  limit: number
  debounceMs?: number
  /** Loads nothing while true (an impossible filter range). */
  skip?: boolean
  /**
   * A page kept elsewhere (the address: ?page=3), with how to go to another; the keeper then starts again at
   * page 1 itself when a filter changes.
   */
  page?: number
  onPage?: (page: number) => void
}

/** How many pages `total` rows fill, at least one. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))

/**
 * `filters`: what the list depends on besides the page, compared by value; when they change the list starts
 * again at page 1.
 */
export function usePagedList<T>(
  load: (paging: { page: number; limit: number }, signal: AbortSignal) => Promise<ListBody<T>>,
  filters: readonly unknown[],
  { limit, debounceMs, skip, ...kept }: PagedListOptions,
): PagedList<T> {
  const key = JSON.stringify(filters)
  const [at, setAt] = useState({ key, page: 1 })
  const page = kept.page ?? (at.key === key ? at.page : 1)
  const setPage = kept.onPage ?? ((next: number) => setAt({ key, page: next }))
  const read = useList((signal) => load({ page, limit }, signal), [...filters, page], { debounceMs, skip })
  const rows = read.data?.data ?? []
  const total = read.data?.meta.total ?? 0
  return {
    ...read,
    rows,
    total,
    page,
    setPage,
    pager: {
      page,
      pages: pageCount(total, limit),
      onPage: setPage,
      loading: !read.data && !read.error,
      more: read.data?.meta.capped === true && rows.length === limit,
    },
  }
}
