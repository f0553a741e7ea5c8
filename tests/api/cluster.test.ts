import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emptyDatabaseEnv } from '../support/scratch-database'
import { serveArgs, servedV8Helpers, v8Helpers } from '../support/serve-command'

// WEB_CONCURRENCY: on PostgreSQL the real server/main.ts forks that many HTTP workers sharing one port, replaces
// a worker that dies and stops them all on SIGTERM; on the embedded PGlite it runs one process and says why.

const onPostgres = process.env.TEST_DB_KIND === 'pg'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-cluster-'))
let databaseEnv: Record<string, string> = {}
let dropDatabase = async () => {}

beforeAll(async () => {
  const scratch = await emptyDatabaseEnv('cluster')
  databaseEnv = scratch.env
  dropDatabase = scratch.drop
})
afterAll(async () => {
  await dropDatabase()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function start(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, serveArgs(), {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ...databaseEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const collect = (chunk: Buffer) => {
    out += chunk.toString()
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const until = async (test: (out: string) => boolean, ms = 60_000) => {
    const deadline = Date.now() + ms
    while (!test(out)) {
      if (Date.now() > deadline) throw new Error(`timed out; output so far:\n${out}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return { child, output: () => out, until, exited }
}

const health = (base: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(`${base}/api/health`, { agent: false }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode!))
      })
      .on('error', reject)
  })

const readyWorkers = (out: string) =>
  [...out.matchAll(/"worker":(\d+)[^\n]*scouting app ready/g)].map((m) => m[1])

describe('WEB_CONCURRENCY', () => {
  it.runIf(onPostgres)(
    'runs two workers on one port, replaces one that dies, and stops on SIGTERM',
    async () => {
      const server = start({ WEB_CONCURRENCY: '2' })
      await server.until((out) => readyWorkers(out).length === 2)
      const base = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)![1]!
      const answers = await Promise.all(Array.from({ length: 40 }, () => health(base)))
      expect(answers.every((status) => status === 200)).toBe(true)
      // Each worker is forked with the primary's flags: V8's helpers one fewer than the cores (decision 0073).
      for (const pid of readyWorkers(server.output())) {
        const helpers = v8Helpers(Number(pid))
        if (helpers !== null) expect(helpers).toBe(servedV8Helpers())
      }

      const [first] = readyWorkers(server.output())
      process.kill(Number(first), 'SIGKILL')
      await server.until(
        (out) => out.includes('worker stopped unexpectedly') && readyWorkers(out).length === 3,
      )
      expect(await health(base)).toBe(200)

      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    },
    120_000,
  )

  it.runIf(!onPostgres)(
    'runs one process on PGlite and says why',
    async () => {
      const server = start({ WEB_CONCURRENCY: '2' })
      await server.until((out) => out.includes('scouting app ready'))
      expect(server.output()).toContain(
        'WEB_CONCURRENCY ignored: the embedded PGlite database is one process',
      )
      expect(readyWorkers(server.output())).toEqual([])
      const base = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)![1]!
      expect(await health(base)).toBe(200)
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    },
    120_000,
  )
})
