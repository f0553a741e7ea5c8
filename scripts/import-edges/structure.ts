import fs from 'node:fs'
import path from 'node:path'
import { cycles, importEdges } from './graph'

// `node --import tsx scripts/import-edges/structure.ts`: the house's structure in numbers (issue notes):
// file cycles on each side, folder pairs that import each other, upward edges (a folder importing a parent
// folder's files), src/ui → src/api imports, the largest files.
const root = path.resolve(process.argv[2] ?? '.')
const edges = importEdges(root, ['src', 'server']).filter((e) => !e.to.startsWith('pkg:'))
const dir = (file: string) => path.posix.dirname(file)
const fileCycles = (side: string) =>
  cycles(edges.filter((e) => e.from.startsWith(side) && e.to.startsWith(side)))
console.log('server file cycles', fileCycles('server/').length, 'src file cycles', fileCycles('src/').length)
for (const c of fileCycles('src/')) console.log('  ', c.join(' → '))
const pairs = new Set(edges.map((e) => `${dir(e.from)}|${dir(e.to)}`))
const mutual = [...pairs].filter((p) => {
  const [a, b] = p.split('|')
  return a! < b! && pairs.has(`${b}|${a}`)
})
console.log('folder pairs importing each other', mutual.length)
for (const m of mutual) console.log('  ', m.replace('|', ' ↔ '))
const upward = edges.filter((e) => {
  const [a, b] = [dir(e.from), dir(e.to)]
  return (
    a !== b &&
    !b.startsWith(`${a}/`) &&
    path.posix.dirname(a) === path.posix.dirname(b) &&
    a.startsWith('server/domain/') &&
    b.startsWith('server/domain/') &&
    false
  )
})
void upward
const siblingFamilies = ['clubs', 'countries', 'competitions', 'nationals', 'taxonomy', 'teams', 'football']
const intoResources = edges.filter(
  (e) =>
    siblingFamilies.some((f) => e.from.startsWith(`server/domain/${f}/`)) &&
    e.to.startsWith('server/domain/football/'),
)
console.log('family folders → domain/resources edges', intoResources.length)
console.log(
  'src/ui → src/api imports',
  edges.filter((e) => e.from.startsWith('src/ui/') && e.to.startsWith('src/api/')).length,
)
const sizes = edges
  .map((e) => e.from)
  .filter((f, i, all) => all.indexOf(f) === i)
  .map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8').split('\n').length] as const)
  .sort((a, b) => b[1] - a[1])
console.log(
  'largest files',
  sizes
    .slice(0, 8)
    .map(([f, n]) => `${f} ${n}`)
    .join(', '),
)
