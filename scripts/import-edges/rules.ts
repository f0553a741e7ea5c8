// The import edges of the house (docs/architecture.md, decision 0014), as data: which folder may import which.
// `npm run check` runs scripts/import-edges/check.ts over src/ and server/; tests/unit/import-edges.test.ts
// shows each rule failing on a fixture.

export interface Edge {
  /** Repository-relative, forward slashes. */
  from: string
  to: string
}

/**
 * State charts both sides run: the server enforces them, the client draws them (decision 0018). Like the rules
 * they are isomorphic, and they may import xstate besides zod.
 */
const isomorphicMachines = new Set(['src/machines/enquiry-status.machine.ts'])
/** The isomorphic folders: the wire contract and the rules both sides enforce, and the isomorphic machines. */
const shared = (path: string) =>
  path.startsWith('src/api/contract/') || path.startsWith('src/rules/') || isomorphicMachines.has(path)
/**
 * The only stylesheets imported for their side effect: the design system (tokens, reset, the shared utility
 * classes). Every other stylesheet is a CSS module beside its component, so a screen's rules never reach
 * another screen (tests/e2e/style-isolation.spec.ts: a global feature stylesheet applied wherever its chunk
 * had loaded).
 */
const globalStylesheets = new Set(['src/ui/theme.css'])
const feature = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1]

/** Why `edge` breaks a rule, or undefined when it is allowed. Bare package imports are `to: 'pkg:<name>'`. */
export function edgeProblem({ from, to }: Edge): string | undefined {
  const pkg = to.startsWith('pkg:') ? to.slice(4) : undefined
  if (from.startsWith('src/api/contract/terms/')) {
    if (pkg === 'zod')
      return "the contract's terms are zod-free: a zod schema belongs in src/api/contract/schemas/"
    if (to.startsWith('src/api/contract/schemas/'))
      return "the contract's terms never import its schemas: the schemas build on the terms (names, limits, paths, answer types)"
  }
  if (shared(from)) {
    if (pkg)
      return pkg === 'zod' || (pkg === 'xstate' && isomorphicMachines.has(from))
        ? undefined
        : `the shared contract and rules import only zod, not ${pkg}`
    if (!shared(to)) return 'the shared contract and rules import only each other (they run in both places)'
    if (from.startsWith('src/api/contract/') && to.startsWith('src/rules/'))
      return 'the contract never imports the rules (decision 0036): the rules build on the wire, so what both need is a term of the contract'
    return undefined
  }
  if (pkg) return undefined
  if (to.endsWith('.css') && !to.endsWith('.module.css') && !globalStylesheets.has(to))
    return "a component's stylesheet is a CSS module beside it (x.module.css, imported as styles); only src/ui/theme.css is global"
  if (from.startsWith('src/') && to.startsWith('server/')) return 'browser code never imports the server'
  const [a, b] = [feature(from), feature(to)]
  if (a && b && a !== b)
    return `feature "${a}" imports feature "${b}": move what they share to src/ui, src/api or src/machines`
  if (from.startsWith('server/') && to.startsWith('src/') && !shared(to))
    return 'the server imports only the shared contract and rules from src/'
  if (from.startsWith('src/ui/') && to.startsWith('src/') && !/^src\/(ui|machines)\//.test(to) && !shared(to))
    return 'src/ui is presentational: it imports only itself and the shared contract and rules; a component that reads data belongs in src/connected'
  if (to === 'src/ui/toast.tsx' && from !== 'src/api/notices.ts')
    return 'toasts are shown through src/api/notices.ts (one wording), never directly'
  if (to === 'src/api/notices.ts' && from.startsWith('src/features/') && from.endsWith('.tsx'))
    return "screens never toast: call a write helper (the feature's *-api.ts) that gives the notice"
  if (from.startsWith('server/domain/') && /^server\/(plugins|areas|http)\//.test(to))
    return 'the domain never imports HTTP (plugins, areas, http): throw a domain error instead'
  return undefined
}
