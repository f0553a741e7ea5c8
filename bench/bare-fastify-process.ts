import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

// Starts bench/bare-fastify.ts in its own process on `port` (the yardstick every app route is compared with) and
// resolves once it listens.
export async function startBareFastify(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-fastify.ts'), String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)))
  })
  return child
}
