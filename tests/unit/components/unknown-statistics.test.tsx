// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PlayerStats, StatCounts } from '../../../src/api/contract/terms/player-stats'
import { PlayerStatsPanel } from '../../../src/connected/player-stats/player-stats-panel'

// The player's statistics as the community's and the scout's player pages show them (decision 0056): a number the
// sheets did not record reads as the dash, titled and heard "not recorded", and the page says why; a recorded 0
// reads 0.

afterEach(cleanup)

const counts = (c: Partial<StatCounts>): StatCounts => ({
  matches: null,
  scorer_only_matches: 0,
  lineup_matches: 0,
  starts: null,
  minutes: null,
  goals: 0,
  assists: null,
  pre_assists: null,
  yellow_cards: null,
  red_cards: null,
  motm: null,
  ...c,
})
const statsOf = (totals: StatCounts): PlayerStats => ({
  player_id: 'p',
  totals,
  career: [{ ...totals, season: '2026', team_id: 't', team: 'Spain', team_kind: 'national' }],
  by_season: [{ ...totals, season: '2026' }],
  by_competition: [],
})
/** A total's tile, by its key (`data-stat`), as the e2e tests find it. */
const tile = (key: string) =>
  document.querySelector(`dl[aria-label="Career totals"] [data-stat="${key}"] dd`) as HTMLElement

describe('the statistics of a player known only as a scorer', () => {
  it('shows his goals and "not recorded" for every other number, and says only scorers are known', async () => {
    const stats = statsOf(counts({ scorer_only_matches: 3, goals: 2 }))
    render(<PlayerStatsPanel playerId="p" load={async () => stats} />)
    await screen.findByText(/Matches: not recorded — only scorers are known for 3 games/)
    expect(tile('goals').textContent).toBe('2')
    for (const key of ['matches', 'starts', 'minutes', 'assists', 'yellow_cards', 'red_cards', 'motm']) {
      expect(tile(key).textContent).toBe('—not recorded')
      expect(tile(key).querySelector('[title="not recorded"]')).not.toBeNull()
    }
    // Nowhere on the page — totals, career, seasons — does a 0 stand for a number nobody recorded.
    expect(screen.queryAllByText('0')).toEqual([])
  })

  it('shows a line-up player’s real zeros as 0', async () => {
    const zeros = { matches: 1, lineup_matches: 1, starts: 1, minutes: 90, assists: 0, pre_assists: 0 }
    const stats = statsOf(counts({ ...zeros, yellow_cards: 0, red_cards: 0, motm: 0 }))
    render(<PlayerStatsPanel playerId="p" load={async () => stats} />)
    await screen.findByText('Career')
    expect(tile('assists').textContent).toBe('0')
    expect(tile('yellow_cards').textContent).toBe('0')
    expect(tile('motm').textContent).toBe('0')
    expect(screen.queryByText(/not recorded/)).toBeNull()
  })
})
