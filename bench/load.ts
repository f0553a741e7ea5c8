import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { LoadPlan, LoadResult } from './load-driver'

// Runs bench/load-driver.ts in a separate Node process for one plan and returns what it measured.

const run = promisify(execFile)
const driver = path.join(import.meta.dirname, 'load-driver.ts')

/**
 * How long a route is loaded before it is measured. A fresh server answers its first name searches at a third of
 * its later speed (bench/warm-up.ts, 2 s slices at 8 connections: 1,597 µs of server CPU a request in the first
 * 2 s, then 1,123, 675, 581, 537 … and ~420–470 only after ~16 s): V8 compiling the code on its background
 * threads. A 2 s warm-up left most of that in the first route's measured seconds. 8 s is a compromise with the
 * bench's length: the routes after the first find most of the server's code (HTTP, sessions, pg) compiled.
 */
export const WARM_UP_SECONDS = 8

export async function load(plan: LoadPlan): Promise<LoadResult> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'load-')), 'plan.json')
  fs.writeFileSync(file, JSON.stringify(plan))
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', driver, file], {
      maxBuffer: 16 * 1024 * 1024,
    })
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult
    if ((result.non2xx && !plan.allowNon2xx) || result.errors)
      throw new Error(`${plan.requests[0]?.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
    return result
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  }
}
