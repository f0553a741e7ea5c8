import fs from 'node:fs'
import path from 'node:path'

// Comments that name a file (`server/db/reads/prepared.ts`, `wire-row.ts`) must name one that exists: a file
// that moved leaves its old name behind in the comments that point at it, and a reader follows them. The same
// holds for the stylesheets' comments and for the living documents (README.md, docs/*.md, docs/api/*.md: their
// whole text), and a name that points into a document's section (`docs/spec.md#player`) must find that heading.
// Nor may they point where a reader cannot follow (`spec §N`, `issue N`). The decision records are history: they
// keep the names of their day and are not read.

const SOURCE = /\.(ts|tsx|css)$/
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/[^\n]*/g
/** CSS has block comments only (`//` appears in its addresses). */
const CSS_COMMENT = /\/\*[\s\S]*?\*\//g
/** A file name in prose: letters, digits, dots, dashes and slashes, ending in one of the house's extensions. */
const FILE_NAME =
  /(?<![\w./*<>$-])((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|css|md|json|sql))(?![\w/*-])(#[\w-]+)?/g

/**
 * A pointer a reader cannot follow: a numbered section of a specification outside the repository (`spec §N`) or a
 * tracker's issue (`issue N`). The rule lives in docs/spec.md, a decision record or a test: name that instead.
 */
const UNFOLLOWABLE = /\bspec §\s*\d+|\bissues? #?\d+(?: and \d+)?/gi

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

/** The Markdown files `documents` names: a file (`README.md`) or a folder's own, not its subfolders' (`docs/`). */
function documentFiles(root: string, documents: string[]): string[] {
  return documents.flatMap((name) => {
    const full = path.join(root, name)
    if (!fs.existsSync(full)) return []
    if (!fs.statSync(full).isDirectory()) return [name]
    return fs
      .readdirSync(full, { withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.md'))
      .map((e) => path.posix.join(name, e.name))
  })
}

/** The anchors of a Markdown file's headings, as GitHub spells them (`## 7. Calls` → `7-calls`). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const n = seen.get(slug) ?? 0
    seen.set(slug, n + 1)
    anchors.add(n ? `${slug}-${n}` : slug)
  }
  return anchors
}

/**
 * `file:line: names "x", which does not exist` for each comment in `folders` (and each name in the Markdown
 * `documents`) naming a missing file, or a section its document does not have.
 */
export function staleCommentPaths(
  root: string,
  folders: string[],
  known: string[] = folders,
  documents: string[] = [],
): string[] {
  const rootFiles = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
  const all = [...rootFiles, ...treeFiles(root, [...new Set([...known, ...folders])])]
  const found = (from: string, name: string) => {
    if (!name.includes('/')) return all.find((f) => f === name || f.endsWith(`/${name}`))
    const near = path.posix.normalize(path.posix.join(path.posix.dirname(from), name))
    return all.find((f) => f === name || f === near) ?? all.find((f) => f.endsWith(`/${name}`))
  }
  const anchorsOf = new Map<string, Set<string>>()
  const hasAnchor = (file: string, anchor: string) => {
    if (!anchorsOf.has(file))
      anchorsOf.set(file, headingAnchors(fs.readFileSync(path.join(root, file), 'utf8')))
    return anchorsOf.get(file)!.has(anchor)
  }
  const problems: string[] = []
  const read = (file: string, parts: (text: string) => Iterable<{ 0: string; index?: number }>) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    for (const part of parts(text)) {
      for (const pointer of part[0].matchAll(UNFOLLOWABLE)) {
        const line = text.slice(0, part.index! + pointer.index!).split('\n').length
        problems.push(
          `${file}:${line}: "${pointer[0]}" points where a reader cannot follow: name the section of docs/spec.md, the decision record or the test instead`,
        )
      }
      for (const named of part[0].matchAll(FILE_NAME)) {
        const name = named[1]!.replace(/^\.\//, '')
        if (WEB_ADDRESS.test(name)) continue
        const target = found(file, name)
        const anchor = named[2]?.slice(1)
        if (target && (!anchor || !target.endsWith('.md') || hasAnchor(target, anchor))) continue
        const line = text.slice(0, part.index! + named.index!).split('\n').length
        problems.push(
          target
            ? `${file}:${line}: names "${name}#${anchor}", a section ${target} does not have`
            : `${file}:${line}: ${file.endsWith('.md') ? '' : 'a comment '}names "${name}", which does not exist`,
        )
      }
    }
  }
  for (const file of treeFiles(root, folders).filter((f) => SOURCE.test(f)))
    read(file, (text) => text.matchAll(file.endsWith('.css') ? CSS_COMMENT : COMMENT))
  for (const file of documentFiles(root, documents)) read(file, (text) => [{ 0: text, index: 0 }])
  return problems
}
