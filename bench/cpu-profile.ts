import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startAppServer } from './app-server'
import { load } from './load'
import { prepareDataSet, signInBenchAccounts } from './request-path-data'
import { benchRoutes } from './request-path-routes'

// Where a request's time goes: the real server/main.ts in production mode under `node --cpu-prof` on PostgreSQL,
// on `npm run bench`'s data set (generated once and kept), the routes of `npm run bench` whose label contains one
// of --only's words loaded from a separate process (autocannon, 8 connections, 10 s a route), then the profile
// read back: self time by module (our code, Fastify, pino, pg, drizzle, zod …), the functions that take the most,
// and our and Fastify's functions with their callees (what a hook or a step costs).
//
//   node --import tsx bench/cpu-profile.ts [--players 100000] [--only 'health,token_login,profile/'] [--keep-profile]

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '100000' },
    only: { type: 'string', default: 'GET /api/health,token_login,profile/' },
    /** Keep the .cpuprofile (for Chrome DevTools or a flame graph) and print where it is. */
    'keep-profile': { type: 'boolean', default: false },
  },
})
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PORT = Number(process.env.BENCH_PORT ?? 4396)
const base = `http://127.0.0.1:${PORT}`

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount: number
  children?: number[]
}

/** Each frame's samples with everything it called (counted once per frame even when it recurses). */
function inclusiveHits(nodes: ProfileNode[], name: (n: ProfileNode) => string): Map<string, number> {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const totals = new Map<string, number>()
  const walk = (node: ProfileNode, open: Set<string>): number => {
    let hits = node.hitCount
    const key = name(node)
    const first = !open.has(key)
    if (first) open.add(key)
    for (const child of node.children ?? []) hits += walk(byId.get(child)!, open)
    if (first) {
      open.delete(key)
      totals.set(key, (totals.get(key) ?? 0) + hits)
    }
    return hits
  }
  walk(nodes[0]!, new Set())
  return totals
}

/** Which part of the stack a frame belongs to, by its file. */
function moduleOf(file: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  if (inModules) return inModules[1]!
  if (file.includes('/server/')) return 'our server code'
  if (file.includes('/src/')) return 'our shared code (contract)'
  if (file.startsWith('node:') || file === '') return 'node internals / native'
  return 'other'
}

async function main() {
  const data = await prepareDataSet('pg', Number(args.players), { adminUrl, keep: true })
  const profiles = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-profile-'))
  const server = await startAppServer(PORT, data.env, ['--cpu-prof', `--cpu-prof-dir=${profiles}`])
  const sessions = await signInBenchAccounts(base)
  const wanted = args.only.split(',')
  for (const route of benchRoutes(data.sample)) {
    if (route.server === 'bare' || !wanted.some((w) => route.label.includes(w))) continue
    const result = await load({
      base,
      ...sessions[route.role],
      connections: 8,
      duration: 10,
      requests: route.requests,
    })
    console.log(`${route.label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`)
  }
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))

  const file = fs.readdirSync(profiles).find((f) => f.endsWith('.cpuprofile'))
  if (!file) throw new Error('no profile was written')
  const profile = JSON.parse(fs.readFileSync(path.join(profiles, file), 'utf8')) as { nodes: ProfileNode[] }
  const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0)
  const byModule = new Map<string, number>()
  const byFunction = new Map<string, number>()
  for (const node of profile.nodes) {
    const { functionName, url: file, lineNumber } = node.callFrame
    if (functionName === '(idle)' || functionName === '(program)') continue
    const where = moduleOf(file)
    byModule.set(where, (byModule.get(where) ?? 0) + node.hitCount)
    const name = `${functionName || '(anonymous)'} ${path.basename(file)}:${lineNumber + 1} [${where}]`
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.hitCount)
  }
  const idle = profile.nodes
    .filter((n) => n.callFrame.functionName === '(idle)')
    .reduce((sum, n) => sum + n.hitCount, 0)
  const busy = total - idle
  const share = (hits: number) => `${((hits / busy) * 100).toFixed(1)} %`
  console.log(
    `\nself time while busy (${busy} samples; idle ${((idle / total) * 100).toFixed(0)} % of the run):`,
  )
  for (const [where, hits] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${share(hits).padStart(7)}  ${where}`)
  console.log('\nfunctions with the most self time:')
  for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${share(hits).padStart(7)}  ${name}`)
  // What a hook or a step costs with everything it calls: our code's and Fastify's frames.
  const frameName = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1} [${moduleOf(n.callFrame.url)}]`
  console.log("\nour and Fastify's functions with the most time, callees included:")
  for (const [name, hits] of [...inclusiveHits(profile.nodes, frameName)]
    .filter(([name]) => /\[(our server code|fastify|pino|@fastify\/[^\]]+)\]$/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30))
    console.log(`  ${share(hits).padStart(7)}  ${name}`)
  if (args['keep-profile']) console.log(`\nprofile kept: ${path.join(profiles, file)}`)
  else fs.rmSync(profiles, { recursive: true, force: true })
}

await main()
