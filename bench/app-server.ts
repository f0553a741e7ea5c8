import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

// The real server/main.ts as the benchmarks start it: its own process, the environment given, ready once
// GET /api/health answers (two minutes at most: a first start migrates and seeds the demo data).

const root = path.resolve(import.meta.dirname, '..')

export async function startAppServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
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
