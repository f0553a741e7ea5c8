// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ListBody } from '../../../src/api/contract/schemas/common'
import { usePagedList } from '../../../src/api/use-paged-list'
import { Pager } from '../../../src/ui/pager'

// Paging through a list as a user does: Previous and Next move a page, each is disabled at its end, and the
// pager says where the user is. With usePagedList a screen's list also starts again at page 1 on a new search.

afterEach(cleanup)

function PagedPages({ pages }: { pages: number }) {
  const [page, setPage] = useState(1)
  return <Pager page={page} pages={pages} onPage={setPage} summary="50 players" />
}

describe('Pager', () => {
  it('moves a page at a time and disables each button at its end', async () => {
    render(<PagedPages pages={3} />)
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain(
      'Page 1 of 3 · 50 players',
    )
    expect(previous.disabled).toBe(true)
    await userEvent.click(next)
    expect(screen.getByText('Page 2 of 3 · 50 players')).toBeTruthy()
    expect(previous.disabled).toBe(false)
    await userEvent.click(next)
    expect(screen.getByText('Page 3 of 3 · 50 players')).toBeTruthy()
    expect(next.disabled).toBe(true)
    await userEvent.click(previous)
    expect(screen.getByText('Page 2 of 3 · 50 players')).toBeTruthy()
  })

  it('says it is loading before the first answer, and goes on past a capped count', async () => {
    const onPage = vi.fn()
    const { rerender } = render(<Pager page={1} pages={1} onPage={onPage} loading />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<Pager page={40} pages={40} onPage={onPage} more />)
    expect(screen.getByText('Page 40 of 40+')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPage).toHaveBeenCalledWith(41)
  })
})

const NAMES = Array.from({ length: 45 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`)

function PlayersList({ load }: { load: typeof fakeServer }) {
  const [q, setQ] = useState('')
  const list = usePagedList((paging, signal) => load({ q, ...paging }, signal), [q], {
    limit: 20,
    debounceMs: 0,
  })
  return (
    <>
      <label>
        Search <input value={q} onChange={(e) => setQ(e.target.value)} />
      </label>
      <ul aria-label="Players">
        {list.rows.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <Pager {...list.pager} summary={`${list.total} players`} />
    </>
  )
}

async function fakeServer(query: { q: string; page: number; limit: number }, _signal: AbortSignal) {
  const found = NAMES.filter((n) => n.includes(query.q))
  const start = (query.page - 1) * query.limit
  return {
    data: found.slice(start, start + query.limit),
    meta: { total: found.length, page: query.page, limit: query.limit },
  } satisfies ListBody<string>
}

describe('usePagedList with the pager', () => {
  it('loads the page the pager moves to, and starts again at page 1 on a new search', async () => {
    const load = vi.fn(fakeServer)
    render(<PlayersList load={load} />)
    expect(await screen.findByText('Page 1 of 3 · 45 players')).toBeTruthy()
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Player 01')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 3 · 45 players')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Player 21'))
    expect(load).toHaveBeenLastCalledWith({ q: '', page: 2, limit: 20 }, expect.anything())

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), '4')
    expect(await screen.findByText('Page 1 of 1 · 10 players')).toBeTruthy()
    expect(load).toHaveBeenLastCalledWith({ q: '4', page: 1, limit: 20 }, expect.anything())
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
