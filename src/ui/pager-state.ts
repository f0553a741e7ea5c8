// What the pager says and whether Next leads anywhere. A capped count ("1,000+ players", `meta.capped`) knows the
// pages only up to the cap, yet the server answers the pages past it: while such a page is full, more may follow.

export interface PagerState {
  /** "Page 2 of 9"; "Page 1 of 40+" for a capped count, "Page 41 of 41+" past its known pages. */
  where: string
  hasNext: boolean
}

/** `more`: the count is capped and this page is full. */
export function pagerState(page: number, pages: number, more = false): PagerState {
  return {
    where: `Page ${page} of ${Math.max(pages, page)}${more ? '+' : ''}`,
    hasNext: page < pages || more,
  }
}
