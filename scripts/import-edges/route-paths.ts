import fs from 'node:fs'
import path from 'node:path'

// Every path the server registers is read from the contract's path tables through route()
// (server/routes/route-path.ts), the tables the client builds its URLs from: a path spelled a second time in a
// route file can drift from the client's spelling. Route files are read as text; a registration whose path is
// neither route(…) nor a name the file sets to route(…) — a literal, a template, another variable — and a `url:`
// given as a literal are refused.

/** Where routes are registered: the areas by role and the area-neutral route builders. */
export const ROUTE_FOLDERS = ['server/areas', 'server/routes']

const SOURCE = /\.ts$/
/** `app.get(<path>, …)` and the other methods; the path is what follows the parenthesis. */
const REGISTRATION = /\b(?:app|fastify|instance)\.(?:get|post|put|patch|delete|head|options|all)\(\s*/g
/** `const page = route(…)`: a name a file gives a route it registers more than once. */
const ROUTE_NAME = /\bconst\s+(\w+)\s*=\s*route\(/g
/** A route's (or an injected request's) `url:` spelled as a literal. */
const LITERAL_URL = /\burl:\s*['"`]/g

function* sourceFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (SOURCE.test(entry.name)) yield full
  }
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

/** `file:line: …` for each route path under `folders` that is not taken from the path tables. */
export function literalRoutePaths(root: string, folders = ROUTE_FOLDERS): string[] {
  const problems: string[] = []
  for (const folder of folders)
    for (const full of sourceFiles(path.join(root, folder))) {
      const file = path.relative(root, full).split(path.sep).join('/')
      const text = fs.readFileSync(full, 'utf8')
      const named = [...text.matchAll(ROUTE_NAME)].map((m) => m[1]!)
      for (const call of text.matchAll(REGISTRATION)) {
        const at = call.index! + call[0].length
        if (
          text.startsWith('route(', at) ||
          named.some((name) => new RegExp(`^${name}\\b`).test(text.slice(at)))
        )
          continue
        const spelled = text.slice(at).split(/[,\n]/)[0]
        problems.push(
          `${file}:${lineOf(text, at)}: a route registered at ${spelled}: take its path from the contract's path tables with route(…)`,
        )
      }
      for (const url of text.matchAll(LITERAL_URL))
        problems.push(
          `${file}:${lineOf(text, url.index!)}: a url spelled as a literal: take it from the contract's path tables`,
        )
    }
  return problems
}
