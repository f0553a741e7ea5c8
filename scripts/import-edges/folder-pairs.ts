import path from 'node:path'
import type { Edge } from './rules'

// Two folders that import each other are one room drawn as two: neither can be read, moved or tested without
// the other. `npm run check` refuses such a pair (folder A imports B and B imports A, each folder its files
// alone, not its subfolders) unless it is listed below. Only a parent and a folder inside it may be listed: a
// parent that composes its children while a child uses the parent's shared helpers. Two sibling folders that
// need each other share something that belongs in a third place (or they are one folder).

/** Parent ↔ child folder pairs that may import each other, with why. Keys are `parent ↔ child`. */
export const ALLOWED_FOLDER_PAIRS: Record<string, string> = {
  'src/api ↔ src/api/outbox':
    'the client writes through the outbox; the outbox sends with the client’s request rules',
  'src/api ↔ src/api/read-cache': 'records read through the copies; the copies fetch with the client',
  'src/app ↔ src/app/areas': 'the app routes to the areas’ section tables, which use the app’s shells',
  'src/app ↔ src/app/pwa': 'the app mounts the PWA pieces, which read the app’s session context',
  'server ↔ server/adapters/payments': 'the payment adapters read the server’s config; the app builds them',
  'server ↔ server/plugins': 'the app registers the plugins, which read the server’s config and deps types',
  'server/domain/import ↔ server/domain/import/statsbomb':
    'the importer runs the StatsBomb reader, which writes through the importer’s shared writers',
}

/**
 * Sibling pairs that were there when the rule came, to be broken: the list only shrinks (a pair that no longer
 * imports both ways must leave it), and no pair may join it.
 */
export const SIBLING_PAIRS_TO_BREAK: Record<string, string> = {}

const dir = (file: string) => path.posix.dirname(file)
const isInside = (parent: string, child: string) => child.startsWith(`${parent}/`)

/** Every pair of folders that import each other, as `a ↔ b`: the parent first, or else by name. */
export function twoWayFolderPairs(edges: Edge[]): string[] {
  const links = new Set(
    edges
      .filter((e) => !e.to.startsWith('pkg:') && dir(e.from) !== dir(e.to))
      .map((e) => `${dir(e.from)}|${dir(e.to)}`),
  )
  const pairs = new Set<string>()
  for (const link of links) {
    const [a, b] = link.split('|') as [string, string]
    if (!links.has(`${b}|${a}`)) continue
    const [first, second] = isInside(b, a) ? [b, a] : isInside(a, b) ? [a, b] : [a, b].sort()
    pairs.add(`${first} ↔ ${second}`)
  }
  return [...pairs].sort()
}

/** Why the folder pairs break the rule: a pair not allowed, or an allowance that is no parent ↔ child pair. */
export function folderPairProblems(
  edges: Edge[],
  allowed = ALLOWED_FOLDER_PAIRS,
  toBreak = SIBLING_PAIRS_TO_BREAK,
): string[] {
  const problems: string[] = []
  const pairs = twoWayFolderPairs(edges)
  for (const pair of pairs)
    if (!(pair in allowed) && !(pair in toBreak))
      problems.push(
        `folders importing each other: ${pair}: one of them must not import the other (move what they share to a third folder), or, for a parent and its child, list the pair in scripts/import-edges/folder-pairs.ts`,
      )
  const holdsCode = (folder: string) => edges.some((e) => dir(e.from) === folder)
  for (const pair of Object.keys(toBreak))
    if (!pairs.includes(pair) && pair.split(' ↔ ').every(holdsCode))
      problems.push(
        `folder pair broken: ${pair} no longer imports both ways: strike it from SIBLING_PAIRS_TO_BREAK (scripts/import-edges/folder-pairs.ts)`,
      )
  for (const pair of Object.keys(allowed)) {
    const [parent, child] = pair.split(' ↔ ') as [string, string]
    if (!child || !isInside(parent, child))
      problems.push(
        `folder pair allowed but not parent ↔ child: ${pair} (scripts/import-edges/folder-pairs.ts)`,
      )
  }
  return problems
}
