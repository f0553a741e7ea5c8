import { describe, expect, it } from 'vitest'
import { pagerState } from '../../src/ui/pager-state'

// What the pager tells the user and whether Next works, for an exact count and for a capped one ("1,000+").

describe('pagerState', () => {
  it('counts the pages of an exact total and stops at the last', () => {
    expect(pagerState(2, 9)).toEqual({ where: 'Page 2 of 9', hasNext: true })
    expect(pagerState(9, 9)).toEqual({ where: 'Page 9 of 9', hasNext: false })
  })

  it('goes on past a capped count while the pages are full', () => {
    expect(pagerState(1, 40, true)).toEqual({ where: 'Page 1 of 40+', hasNext: true })
    expect(pagerState(40, 40, true)).toEqual({ where: 'Page 40 of 40+', hasNext: true })
    expect(pagerState(41, 40, true)).toEqual({ where: 'Page 41 of 41+', hasNext: true })
    // The last page, not full: where the list ends.
    expect(pagerState(45, 40, false)).toEqual({ where: 'Page 45 of 45', hasNext: false })
  })
})
