import type { FileReport, ImportReport } from './import-openfootball'
import type { Tally } from './record-sync'

// The import report as plain text for a terminal: per file, what was created, updated and left unchanged,
// then how the scorers were reconciled and which could not be matched.

const pad = (value: string | number, width: number) => String(value).padStart(width)

function countLines(counts: Record<string, Tally>): string[] {
  const lines = [
    `  ${'record'.padEnd(16)}${pad('created', 9)}${pad('updated', 9)}${pad('unchanged', 11)}${pad('removed', 9)}`,
  ]
  for (const [entity, t] of Object.entries(counts)) {
    lines.push(
      `  ${entity.padEnd(16)}${pad(t.created, 9)}${pad(t.updated, 9)}${pad(t.unchanged, 11)}${pad(t.removed ?? 0, 9)}`,
    )
  }
  return lines
}

function fileLines(file: FileReport): string[] {
  if (file.kind === 'squads') {
    const target = file.tournament ? ` for ${file.tournament}` : ''
    return [
      `${file.file}: ${file.teams} squads, ${file.players} players${target}`,
      ...countLines(file.counts),
    ]
  }
  if (file.kind === 'statsbomb') {
    const p = file.players
    return [
      `${file.file}: ${file.tournament}, ${file.matches} matches (${file.lineups} with line-ups, ${file.events} with events)`,
      ...countLines(file.counts),
      `  players: ${p.known} already imported, ${p.matched} matched to a stored player, ${p.created} created, ${p.leftOut} left out`,
      ...file.uncertain.map(
        (u) => `  LEFT OUT "${u.name}" (${u.team}): ${u.reason} ${u.candidates.join(' or ')}`,
      ),
      ...file.skipped.map((s) => `  SKIPPED ${s}`),
    ]
  }
  if (file.kind === 'sheet') {
    const p = file.players
    return [
      `${file.file}: ${file.rows} rows${file.format === 'wyscout' ? ' (Wyscout export)' : ''}`,
      `  players: ${p.matched} matched, ${p.updated} with new values, ${p.leftOut} not in the database (left out)`,
      ...file.problems.map((problem) => `  PROBLEM ${problem}`),
    ]
  }
  const r = file.reconciliation
  const methods = Object.entries(r.byMethod)
    .map(([method, n]) => `${method} ${n}`)
    .join(', ')
  const lines = [
    `${file.file}: ${file.tournament}, ${file.matches} matches`,
    ...countLines(file.counts),
    `  scorers: ${r.matched} of ${r.goals} goals matched to a squad member (${methods || 'none'})`,
  ]
  for (const loose of r.loose) {
    lines.push(`    check: "${loose.name}" (${loose.team}) taken as ${loose.player} [${loose.method}]`)
  }
  if (r.unmatched.length === 0) lines.push('  unmatched scorers: none')
  for (const u of r.unmatched) {
    const who = u.candidates.length ? ` — could be ${u.candidates.join(' or ')}` : ''
    lines.push(
      `  UNMATCHED ${u.match}, ${u.minute}': "${u.name}" (${u.team}${u.ownGoal ? ', own goal' : ''}) ${u.reason}${who}`,
    )
  }
  for (const skipped of file.skippedMatches) lines.push(`  SKIPPED ${skipped}`)
  return lines
}

export function formatImportReport(report: ImportReport): string {
  const t = report.totals
  return [
    ...report.files.flatMap(fileLines),
    `total: ${t.created} created, ${t.updated} updated, ${t.unchanged} unchanged, ${t.removed ?? 0} removed`,
  ].join('\n')
}
