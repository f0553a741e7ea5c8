import { type ChildProcess, spawn } from 'node:child_process'
import os from 'node:os'
import { serveArgs } from './serve-command'

// The real server (server/main.ts) in a process of its own, as production runs it (`npm run serve`): for the tests of
// several servers on one database. PORT=0: the address is read from its "Server listening at" line.

export interface ServerProcess {
  base: string
  /** Its process id (a test finds the server's own database connections by it). */
  pid: number
  output: () => string
  stop: () => Promise<number | null>
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, serveArgs(), {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const collect = (chunk: Buffer) => {
    out += chunk.toString()
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const deadline = Date.now() + 90_000
  const listening = () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1]
  while (!listening() || !/app ready/.test(out)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not start; its output:\n${out}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const base = listening()!
  return {
    base,
    pid: child.pid!,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}
