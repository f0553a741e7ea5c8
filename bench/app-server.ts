import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { serveArgs } from '../tests/support/serve-command'
import { signInThroughApi } from './bench-http'

// The real server/main.ts as the benchmarks start it: its own process, the environment given, ready once
// GET /api/health answers (two minutes at most: a first start migrates and seeds the demo data).

const root = path.resolve(import.meta.dirname, '..')

/**
 * `nodeArgs`: more flags for Node (e.g. `--cpu-prof`), before what the checkout's own `npm run serve` gives it
 * (tests/support/serve-command.ts); `appDir`: another checkout of the app (a baseline).
 */
export async function startAppServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  appDir = root,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...nodeArgs, ...serveArgs(appDir)], {
    cwd: appDir,
    // Sessions remembered (the default since decision 0059; older checkouts on PostgreSQL need it said), so rows
    // stay comparable with earlier ones; SESSION_MEMORY=off in the bench's environment measures a lookup each.
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SESSION_MEMORY: process.env.SESSION_MEMORY ?? 'on',
      ...env,
    },
    // BENCH_SERVER_LOG: the server's own output kept in that file (what `--trace-gc` prints, say).
    stdio: process.env.BENCH_SERVER_LOG
      ? ['ignore', fs.openSync(process.env.BENCH_SERVER_LOG, 'w'), 'ignore']
      : 'ignore',
  })
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return server
    await new Promise((r) => setTimeout(r, 500))
  }
  server.kill('SIGTERM')
  throw new Error('the server did not start')
}

/** The PostgreSQL database at `url`, dropped and created again empty (the server migrates and seeds it). */
export async function emptyPostgres(url: string): Promise<void> {
  const admin = new URL(url)
  const name = admin.pathname.slice(1)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`drop database if exists "${name}" with (force)`)
  await client.query(`create database "${name}"`)
  await client.end()
}

/** The demo community member, signed in through the API (the demo data's password). */
export const signInDemoMember = (base: string) =>
  signInThroughApi(base, 'community', 'community@example.com', 'football-demo-2026')

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100 // utime, stime in clock ticks (USER_HZ = 100)
}
