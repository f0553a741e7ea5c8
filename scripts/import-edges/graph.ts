import fs from 'node:fs'
import path from 'node:path'
import type { Edge } from './rules'

// Reads the import graph of a tree: every static import, export … from and dynamic import() of every .ts/.tsx
// file, resolved to repository-relative paths (bare specifiers become `pkg:<name>`; type-only imports count:
// a type import still ties the layers together).

const SOURCE = /\.(ts|tsx)$/
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm

function* sourceFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (SOURCE.test(entry.name)) yield full
  }
}

function resolve(root: string, fromFile: string, spec: string): string {
  if (!spec.startsWith('.')) {
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!
    return `pkg:${name}`
  }
  const base = path.resolve(path.dirname(fromFile), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return path.relative(root, candidate).split(path.sep).join('/')
  return path.relative(root, base).split(path.sep).join('/')
}

/** Every import edge of the files under `folders` (relative to `root`). */
export function importEdges(root: string, folders: string[]): Edge[] {
  const edges: Edge[] = []
  for (const folder of folders)
    for (const file of sourceFiles(path.join(root, folder))) {
      const from = path.relative(root, file).split(path.sep).join('/')
      for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const spec = match[1] ?? match[2] ?? match[3]
        if (spec && !spec.startsWith('node:') && spec !== 'vitest')
          edges.push({ from, to: resolve(root, file, spec) })
        else if (spec?.startsWith('node:')) edges.push({ from, to: `pkg:${spec}` })
      }
    }
  return edges
}

/** Import cycles among the given edges, each as the list of files around it. */
export function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of edges)
    if (!to.startsWith('pkg:')) next.set(from, [...(next.get(from) ?? []), to])
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'open')
    stack.push(node)
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 'open') found.push([...stack.slice(stack.indexOf(to)), to])
      else if (!state.has(to)) visit(to)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of next.keys()) if (!state.has(node)) visit(node)
  return found
}
