import type { PlayerCard } from '../server/domain/scouting/player-card'
import type { ScoutList } from '../src/api/contract/schemas/scouting-lists'

// A made-up card and list for drawing PDFs without a database (bench/pdf-scripts.ts): the report's summary is
// `summary`, a paragraph about the player 20 times over unless given.

export function cardOf(name: string, summary?: string): PlayerCard {
  return {
    player: {
      uid: `uid-${name}`,
      name,
      main_position: 'ST',
      positions: ['RW'],
      age: 31,
      nationality: 'Somewhere',
      height_cm: 175,
      preferred_foot: 'left',
      current_club: 'Liverpool FC',
      stats: { matches: 30, goals: 20 },
    } as unknown as PlayerCard['player'],
    career: Array.from({ length: 6 }, (_, i) => ({
      season: `20${18 + i}/${19 + i}`,
      team: 'Liverpool FC',
      matches: 30,
      starts: 28,
      minutes: 2500,
      goals: 20,
      assists: 9,
      yellow_cards: 2,
      red_cards: 0,
      scorer_only_matches: 0,
    })) as unknown as PlayerCard['career'],
    ratings: ['Pace', 'Shooting', 'Passing', 'Dribbling', 'Defending', 'Physical'].map((label, i) => ({
      label,
      value: 60 + i * 5,
    })),
    report: {
      seen_how: 'live',
      seen_on: '2026-03-01',
      recommendation: 'sign',
      game: null,
      stale: false,
      template: { name: 'Forward', scale: 10, criteria: [{ id: 'c1', label: 'Finishing' }] },
      ratings: { c1: 9 },
      summary: summary ?? `${name} beats his man on both sides. `.repeat(20),
    } as unknown as PlayerCard['report'],
    photo: null,
  }
}

export function listOf(names: string[]): ScoutList {
  return {
    uid: 'list',
    name: 'Forwards to watch',
    entries: names.map((name, i) => ({
      status: i % 2 ? 'recommended' : 'report_written',
      latest_report: { recommendation: 'sign' },
      player: { ...cardOf(name).player, age: 31, available: true },
    })),
  } as unknown as ScoutList
}
