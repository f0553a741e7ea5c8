import { describe, expect, it } from 'vitest'
import { formatImportReport } from '../../server/domain/import/format-report'
import type { ImportReport } from '../../src/api/contract/schemas/import'

describe('formatImportReport', () => {
  it('prints counts per record type, the loose matches to check and every unmatched scorer', () => {
    const report: ImportReport = {
      files: [
        {
          file: 'tiny.json',
          kind: 'matches',
          tournament: 'Friendly Cup 2026',
          matches: 1,
          counts: { games: { created: 1, updated: 0, unchanged: 0 } },
          reconciliation: {
            goals: 3,
            matched: 1,
            byMethod: { reordered: 1 },
            loose: [
              { team: 'South Korea', name: 'Heung-min Son', player: 'Son Heung-min', method: 'reordered' },
            ],
            unmatched: [
              {
                match: '2026-07-19 Uruguay – Korea Republic',
                team: 'Uruguay',
                name: 'Araújo',
                minute: '90+2',
                ownGoal: true,
                reason: 'ambiguous',
                candidates: ['Ronald Araújo', 'Maximiliano Araújo'],
              },
            ],
            unknownTeams: [],
          },
          skippedMatches: ['2026-07-20 W101 – Spain: unknown team'],
        },
      ],
      totals: { created: 1, updated: 0, unchanged: 0, removed: 0 },
    }
    const text = formatImportReport(report)
    expect(text).toContain('tiny.json: Friendly Cup 2026, 1 matches')
    expect(text).toMatch(/games\s+1\s+0\s+0\s+0/)
    expect(text).toContain('scorers: 1 of 3 goals matched to a squad member (reordered 1)')
    expect(text).toContain('check: "Heung-min Son" (South Korea) taken as Son Heung-min [reordered]')
    expect(text).toContain(
      `UNMATCHED 2026-07-19 Uruguay – Korea Republic, 90+2': "Araújo" (Uruguay, own goal) ambiguous — could be Ronald Araújo or Maximiliano Araújo`,
    )
    expect(text).toContain('SKIPPED 2026-07-20 W101 – Spain: unknown team')
    expect(text).toContain('total: 1 created, 0 updated, 0 unchanged, 0 removed')
  })
})
