import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { emptyPostgres, signInDemoMember, startAppServer } from './app-server'
import { load } from './load'

// What WEB_CONCURRENCY buys on this machine: the real server/main.ts on PostgreSQL with the demo data, one
// worker then two, load from a separate process (autocannon, 8 connections, 10 s) on GET /api/health and on a
// signed-in list route (a page of players), requests per second side by side.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_cluster node --import tsx bench/cluster-speedup.ts
//   (the database is emptied and filled with the demo data)

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_cluster'
const PORT = Number(process.env.BENCH_PORT ?? 4397)
const base = `http://127.0.0.1:${PORT}`

async function measure(workers: number) {
  const server = await startAppServer(PORT, {
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-bench-')),
    WEB_CONCURRENCY: String(workers),
  })
  // The workers come up one after the other: let them all listen before measuring.
  await new Promise((r) => setTimeout(r, 3000))
  try {
    const who = await signInDemoMember(base)
    const plan = (p: string) => ({
      base,
      ...who,
      connections: 8,
      duration: 10,
      requests: [{ method: 'GET' as const, path: p }],
    })
    const health = await load(plan('/api/health'))
    const list = await load(plan('/api/community/player?page=1&limit=20'))
    return { health, list }
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
  }
}

await emptyPostgres(url)
const one = await measure(1)
const two = await measure(2)
const row = (name: string, a: { rps: number; p99: number }, b: { rps: number; p99: number }) =>
  `| ${name} | ${a.rps.toFixed(0)} (p99 ${a.p99} ms) | ${b.rps.toFixed(0)} (p99 ${b.p99} ms) | ${(b.rps / a.rps).toFixed(2)}× |`
console.log('| route | 1 worker req/s | 2 workers req/s | speed-up |')
console.log('|---|---|---|---|')
console.log(row('GET /api/health', one.health, two.health))
console.log(row('GET /api/community/player (page of 20)', one.list, two.list))
