import fs from 'node:fs'
import path from 'node:path'
import { twoWayFolderPairs } from './folder-pairs'
import { cycles, importEdges } from './graph'

// `node --import tsx scripts/import-edges/structure.ts [root]`: the house's structure in numbers, for a change's
// notes (before and after): file cycles on each side, folders that import each other and the edges between
// them, the server files a scout filter crosses, src/ui's imports of src/api, the largest files.

const root = path.resolve(process.argv[2] ?? '.')
const edges = importEdges(root, ['src', 'server']).filter((e) => !e.to.startsWith('pkg:'))
const dir = (file: string) => path.posix.dirname(file)

const fileCycles = (side: string) =>
  cycles(edges.filter((e) => e.from.startsWith(side) && e.to.startsWith(side)))
console.log('file cycles: server', fileCycles('server/').length, '· src', fileCycles('src/').length)

const mutual = twoWayFolderPairs(edges)
const between = edges.filter(
  (e) => mutual.includes(`${dir(e.from)} ↔ ${dir(e.to)}`) || mutual.includes(`${dir(e.to)} ↔ ${dir(e.from)}`),
)
console.log(`folders importing each other: ${mutual.length} pairs, ${between.length} edges between them`)
for (const pair of mutual) console.log('  ', pair)

/** The server files a request reaches from `entry` (the schema left out: every read has it). */
function reach(entry: string) {
  const seen = new Set([entry])
  for (const file of seen)
    for (const e of edges)
      if (e.from === file && e.to.startsWith('server/') && !e.to.startsWith('server/db/schema/'))
        seen.add(e.to)
  return [...seen]
}
const entries = ['server/domain/scouting/player-filter/run.ts', 'server/domain/scouting/player-filter.ts']
const scoutFilter = entries.find((f) => fs.existsSync(path.join(root, f)))
if (scoutFilter) {
  const crossed = reach(scoutFilter)
  const folders = [...new Set(crossed.map(dir))]
  console.log(
    `a scout filter crosses ${crossed.length} server files in ${folders.length} folders: ${folders.join(', ')}`,
  )
}

const uiReadsApi = edges.filter(
  (e) => e.from.startsWith('src/ui/') && e.to.startsWith('src/api/') && !e.to.startsWith('src/api/contract/'),
)
console.log('src/ui → src/api imports (the contract apart):', uiReadsApi.length)

const sizes = [...new Set(edges.map((e) => e.from))]
  .map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8').split('\n').length] as const)
  .sort((a, b) => b[1] - a[1])
console.log(
  'largest files:',
  sizes
    .slice(0, 6)
    .map(([f, n]) => `${f} ${n}`)
    .join(', '),
)
