import { spawn } from 'node:child_process'
import readline from 'node:readline'

// Runs commands at the same time and waits for all of them: `npm run test:api` runs the API suite on PGlite and
// on PostgreSQL side by side (they share no state: each has its own template, databases, data dirs and ports),
// which on two cores takes the time of the longer one instead of both. Each output line carries its command's
// name; the exit status is the first failure's, once every command has ended.
//
//   node --import tsx scripts/side-by-side.ts 'name=command' ['name=command' …]

const commands = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=')
  if (at < 1) throw new Error(`Expected name=command, got ${arg}`)
  return { name: arg.slice(0, at), command: arg.slice(at + 1) }
})
const width = Math.max(...commands.map((c) => c.name.length))

const statuses = await Promise.all(
  commands.map(
    ({ name, command }) =>
      new Promise<number>((resolve) => {
        const started = Date.now()
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
        const label = `[${name.padEnd(width)}]`
        for (const [stream, out] of [
          [child.stdout, process.stdout],
          [child.stderr, process.stderr],
        ] as const)
          readline.createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`))
        child.on('close', (code, signal) => {
          const status = code ?? (signal ? 1 : 0)
          const seconds = Math.round((Date.now() - started) / 1000)
          process.stdout.write(`${label} ended with status ${status} after ${seconds} s\n`)
          resolve(status)
        })
      }),
  ),
)
process.exit(statuses.find((status) => status !== 0) ?? 0)
