import fs from 'node:fs'
import path from 'node:path'

// Comments that name a file (`server/db/reads/prepared.ts`, `wire-row.ts`) must name one that exists: a file
// that moved leaves its old name behind in the comments that point at it, and a reader follows them.

const SOURCE = /\.(ts|tsx)$/
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/[^\n]*/g
/** A file name in prose: letters, digits, dots, dashes and slashes, ending in one of the house's extensions. */
const FILE_NAME = /(?<![\w./*<>$-])((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|css|md|json|sql))(?![\w/*-])/g

/** A web address's host and path (`github.com/openfootball/worldcup.json`) is not a file of the tree. */
const WEB_ADDRESS = /^[\w-]+\.(?:com|org|io|net|dev)\//

function* walk(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** Every file of the tree, repository-relative with forward slashes. */
function treeFiles(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    [...walk(path.join(root, folder))].map((f) => path.relative(root, f).split(path.sep).join('/')),
  )
}

/** `file:line: names "x", which does not exist` for each comment in `folders` naming a missing file. */
export function staleCommentPaths(root: string, folders: string[], known: string[] = folders): string[] {
  const rootFiles = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
  const all = [...rootFiles, ...treeFiles(root, [...new Set([...known, ...folders])])]
  const exists = (from: string, name: string) => {
    if (!name.includes('/')) return all.some((f) => f === name || f.endsWith(`/${name}`))
    const near = path.posix.normalize(path.posix.join(path.posix.dirname(from), name))
    return all.some((f) => f === name || f === near || f.endsWith(`/${name}`))
  }
  const problems: string[] = []
  for (const file of treeFiles(root, folders).filter((f) => SOURCE.test(f))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    for (const comment of text.matchAll(COMMENT))
      for (const named of comment[0].matchAll(FILE_NAME)) {
        const name = named[1]!.replace(/^\.\//, '')
        if (WEB_ADDRESS.test(name) || exists(file, name)) continue
        const line = text.slice(0, comment.index! + named.index!).split('\n').length
        problems.push(`${file}:${line}: a comment names "${name}", which does not exist`)
      }
  }
  return problems
}
