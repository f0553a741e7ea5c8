import path from 'node:path'
import { staleCommentPaths } from './comment-paths'
import { folderPairProblems } from './folder-pairs'
import { cycles, importEdges } from './graph'
import { literalRoutePaths } from './route-paths'
import { edgeProblem } from './rules'

// `node --import tsx scripts/import-edges/check.ts [root]`: fails (exit 1) when an import crosses a forbidden
// edge (rules.ts), the imports of either side (src/, server/) form a cycle, two folders import each other
// without being listed as parent ↔ child (folder-pairs.ts), a comment or a living document names a file (or a
// document's section) that does not exist (comment-paths.ts), or a server route spells its path instead of reading
// the contract's path tables (route-paths.ts). Part of `npm run check`.

/** Where comments are read for file names, and the folders those names may point into. */
const COMMENTED = ['src', 'server', 'scripts', 'tests', 'bench', 'config']
const NAMEABLE = [...COMMENTED, 'docs', 'public']
/**
 * The living documents, read whole for file names: README.md, CONTRIBUTING.md, docs/'s and docs/api/'s own, and
 * the decisions' index (not the decision records, which are history).
 */
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', 'docs', 'docs/api', 'docs/decisions/README.md']

export function importProblems(root: string): string[] {
  const edges = importEdges(root, ['src', 'server'])
  const problems = edges.flatMap((edge) => {
    const why = edgeProblem(edge)
    return why ? [`${edge.from} → ${edge.to.replace(/^pkg:/, '')}: ${why}`] : []
  })
  for (const side of ['server/', 'src/'])
    for (const cycle of cycles(edges.filter((e) => e.from.startsWith(side))))
      problems.push(`import cycle: ${cycle.join(' → ')}`)
  problems.push(...folderPairProblems(edges))
  return [...problems, ...staleCommentPaths(root, COMMENTED, NAMEABLE, DOCUMENTS), ...literalRoutePaths(root)]
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
