// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FamilyRecord } from '../../../src/api/records'
import { searchFinds } from '../../../src/rules/name-folding'

// Picking a record by typing part of its name, as a member does: the matches appear under the field with what
// tells look-alikes apart, one is picked with the mouse or the keyboard, and "nothing matches" is said.

const club = (uid: string, name: string, city: string): FamilyRecord => ({
  uid,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  name,
  city,
})
const clubs = [
  club('c1', 'Bayern München', 'München'),
  club('c2', 'Borussia Dortmund', 'Dortmund'),
  club('c3', 'Borussia Mönchengladbach', 'Mönchengladbach'),
]

/** What the picker asked the family's search for, in order. */
const asked: string[] = []
vi.mock('../../../src/api/records', async (actual) => ({
  ...(await actual<typeof import('../../../src/api/records')>()),
  searchRecords: async (_family: string, q: string) => {
    asked.push(q)
    return clubs.filter((c) => searchFinds(String(c.name), q))
  },
  recordName: async (_family: string, uid: string) => String(clubs.find((c) => c.uid === uid)?.name ?? uid),
}))

const { RecordPicker } = await import('../../../src/connected/record-picker')

function ClubField({ error }: { error?: string }) {
  const [club, setClub] = useState<string | null>(null)
  return (
    <>
      <RecordPicker family="club" label="Club" value={club} onChange={setClub} error={error} />
      <p>Picked: {club ?? 'none'}</p>
    </>
  )
}

beforeEach(() => {
  asked.length = 0
})
afterEach(cleanup)

describe('RecordPicker', () => {
  it('finds records by a word of their name, accents folded, and picks one with the mouse', async () => {
    render(<ClubField />)
    const input = screen.getByRole('combobox', { name: 'Club (optional)' })
    await userEvent.type(input, 'monchen')
    const list = await screen.findByRole('listbox', { name: 'Club matches' })
    expect(list).toBeTruthy()
    expect(asked.at(-1)).toBe('monchen')
    // Named by the title alone; the city tells it from the other Borussia.
    const option = screen.getByRole('option', { name: 'Borussia Mönchengladbach' })
    await userEvent.click(option)
    expect(screen.getByText('Picked: c3')).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe('Borussia Mönchengladbach')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('picks with the keyboard and clears the choice', async () => {
    render(<ClubField />)
    const input = screen.getByRole('combobox', { name: 'Club (optional)' })
    await userEvent.type(input, 'borussia')
    expect(await screen.findAllByRole('option')).toHaveLength(2)
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Borussia Dortmund')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByText('Picked: c3')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByText('Picked: none')).toBeTruthy()
  })

  it('says when nothing matches, and shows its error', async () => {
    render(<ClubField error="Choose the club" />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Club (optional)' }), 'Ajax')
    expect((await screen.findByRole('status')).textContent).toBe('No club matches “Ajax”.')
    expect(screen.getByText('Choose the club')).toBeTruthy()
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true')
  })
})
