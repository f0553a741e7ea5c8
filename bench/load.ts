import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { LoadPlan, LoadResult } from './load-driver'

// Runs bench/load-driver.ts in a separate Node process for one plan and returns what it measured.

const run = promisify(execFile)
const driver = path.join(import.meta.dirname, 'load-driver.ts')

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
