import path from 'node:path'
import { cycles, importEdges } from './graph'
import { edgeProblem } from './rules'

// `node --import tsx scripts/import-edges/check.ts [root]`: fails (exit 1) when an import crosses a forbidden
// edge (rules.ts) or the server's imports form a cycle. Part of `npm run check`.

export function importProblems(root: string): string[] {
  const edges = importEdges(root, ['src', 'server'])
  const problems = edges.flatMap((edge) => {
    const why = edgeProblem(edge)
    return why ? [`${edge.from} → ${edge.to.replace(/^pkg:/, '')}: ${why}`] : []
  })
  for (const cycle of cycles(edges.filter((e) => e.from.startsWith('server/'))))
    problems.push(`import cycle: ${cycle.join(' → ')}`)
  return problems
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const problems = importProblems(path.resolve(process.argv[2] ?? '.'))
  for (const problem of problems) console.error(problem)
  if (problems.length) {
    console.error(`${problems.length} forbidden import(s)`)
    process.exit(1)
  }
  console.log('import edges: ok')
}
