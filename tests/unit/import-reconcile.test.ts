import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseOpenfootballText, type SquadPlayer } from '../../server/domain/import/openfootball-format'
import { reconcileMatches } from '../../server/domain/import/reconcile-goals'
import { createScorerMatcher } from '../../server/domain/import/scorer-matcher'
import { matchingFold } from '../../src/rules/name-folding'

const load = (name: string) =>
  parseOpenfootballText(
    name,
    readFileSync(new URL(`../../server/domain/import/data/${name}`, import.meta.url), 'utf8'),
  )

function realData() {
  const squads = load('worldcup-2026.squads.json')
  const matches = load('worldcup-2026.json')
  if (squads.kind !== 'squads' || matches.kind !== 'matches') throw new Error('fixtures changed kind')
  const teams = squads.teams.map((t) => ({ name: t.name, code: t.fifa_code, players: t.players }))
  return reconcileMatches(matches.tournament.matches, teams, (p: SquadPlayer) => p.name)
}

describe('reconcileMatches on the World Cup 2026 files', () => {
  const { matches, report } = realData()

  it('finds both teams of every match, including "USA" and "Bosnia & Herzegovina"', () => {
    expect(report.unknownTeams).toEqual([])
    expect(matches.every((m) => m.team1 && m.team2)).toBe(true)
    const usa = matches.find((m) => m.match.team1 === 'USA' || m.match.team2 === 'USA')
    expect([usa?.team1?.name, usa?.team2?.name]).toContain('United States')
  })

  it('matches every one of the 308 goals to a squad member and lists the loose matches', () => {
    expect(report.goals).toBe(308)
    expect(report.matched).toBe(308)
    expect(report.unmatched).toEqual([])
    expect(report.byMethod).toEqual({ exact: 298, spelling: 6, partial: 4 })
    expect(report.loose).toContainEqual({
      team: 'Uruguay',
      name: 'Agustín Cano',
      player: 'Agustín Canobbio',
      method: 'partial',
    })
  })

  it('never matches a scorer to anybody in the 47 squads they do not play for', () => {
    const squads = load('worldcup-2026.squads.json')
    if (squads.kind !== 'squads') throw new Error('fixtures changed kind')
    const matchers = squads.teams.map((t) => ({
      name: t.name,
      find: createScorerMatcher(t.players, (p) => p.name),
    }))
    let lookups = 0
    const wrong: string[] = []
    for (const m of matches) {
      for (const goal of m.goals) {
        const squad = (goal.side === 1) !== goal.ownGoal ? m.team1 : m.team2
        for (const other of matchers.filter((x) => x.name !== squad?.name)) {
          lookups++
          const result = other.find(goal.name)
          if (result.status === 'matched') wrong.push(`${goal.name} → ${result.player.name} (${other.name})`)
        }
      }
    }
    expect(lookups).toBe(308 * 47)
    expect(wrong).toEqual([])
  }, 20_000) // 14,476 lookups: seconds on a busy machine

  it('finds each of the 1,248 squad players from other spellings of their name, or says it is ambiguous', () => {
    const squads = load('worldcup-2026.squads.json')
    if (squads.kind !== 'squads') throw new Error('fixtures changed kind')
    const variants: Record<string, (name: string) => string | null> = {
      ascii: (n) => matchingFold(n),
      upper: (n) => n.toUpperCase(),
      reversed: (n) => (n.includes(' ') ? n.split(' ').reverse().join(' ') : null),
      unhyphenated: (n) => (n.includes('-') ? n.replace(/-/g, ' ') : null),
      initial: (n) => (n.includes(' ') ? `${n[0]}. ${n.split(' ').slice(1).join(' ')}` : null),
      surname: (n) => (n.includes(' ') ? n.split(' ').at(-1)! : null),
    }
    const outcomes: Record<string, Record<string, number>> = {}
    for (const team of squads.teams) {
      const find = createScorerMatcher(team.players, (p) => p.name)
      for (const player of team.players) {
        for (const [variant, spell] of Object.entries(variants)) {
          const name = spell(player.name)
          if (name === null) continue
          const r = find(name)
          const outcome =
            r.status === 'matched'
              ? r.player === player
                ? 'right'
                : `wrong: ${name} → ${r.player.name}`
              : r.status === 'ambiguous' && r.candidates.includes(player)
                ? 'ambiguous'
                : `${r.status}: ${name}`
          outcomes[variant] ??= {}
          outcomes[variant][outcome] = (outcomes[variant][outcome] ?? 0) + 1
        }
      }
    }
    // Measured: never a wrong player; a surname alone is ambiguous for 107 players (Kim, Lee, Silva …).
    expect(outcomes).toEqual({
      ascii: { right: 1248 },
      upper: { right: 1248 },
      reversed: { right: 1227 },
      unhyphenated: { right: 72 },
      initial: { right: 1221, ambiguous: 6 },
      surname: { right: 1120, ambiguous: 107 },
    })
  }, 20_000)

  it('credits the Czech goal written "Krejcí" to Ladislav Krejčí', () => {
    const game = matches.find((m) => m.match.team1 === 'South Korea' && m.match.team2 === 'Czech Republic')
    const czechGoal = game?.goals.find((g) => g.side === 2)
    expect(czechGoal?.player?.name).toBe('Ladislav Krejčí')
    expect(czechGoal?.method).toBe('exact')
  })

  it('credits an own goal to the player of the other team', () => {
    // Australia – Egypt: Mohamed Hany's own goal counts for Australia and is in Egypt's squad.
    const game = matches.find((m) => m.match.team1 === 'Australia' && m.match.team2 === 'Egypt')
    const ownGoal = game?.goals.find((g) => g.ownGoal)
    expect(ownGoal).toMatchObject({ side: 1, ownGoal: true, minute: 55 })
    expect(game?.team2?.players).toContain(ownGoal?.player)
    expect(ownGoal?.player?.name).toBe('Mohamed Hany')
  })

  it('reports unknown scorers, ambiguous surnames and placeholder teams instead of guessing', () => {
    const teams = [
      { name: 'Uruguay', code: 'URU', players: [{ name: 'Ronald Araújo' }, { name: 'Maximiliano Araújo' }] },
      { name: 'Spain', code: 'ESP', players: [{ name: 'Rodri' }] },
    ]
    const base = { round: 'Final', date: '2026-07-19' }
    const { report: small } = reconcileMatches(
      [
        {
          ...base,
          team1: 'Uruguay',
          team2: 'Spain',
          goals1: [{ name: 'Araújo', minute: '3' }],
          goals2: [{ name: 'Pedri', minute: '9' }],
        },
        { ...base, team1: 'W101', team2: 'Spain', goals1: [{ name: 'Someone', minute: '1' }] },
      ],
      teams,
      (p: { name: string }) => p.name,
    )
    expect(small.matched).toBe(0)
    expect(small.unknownTeams).toEqual(['W101'])
    expect(small.unmatched.map((u) => [u.name, u.reason, u.candidates])).toEqual([
      ['Araújo', 'ambiguous', ['Ronald Araújo', 'Maximiliano Araújo']],
      ['Pedri', 'not in squad', []],
      ['Someone', 'unknown team', []],
    ])
  })
})
