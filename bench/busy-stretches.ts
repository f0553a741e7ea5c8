import fs from 'node:fs'

// Where a server's event loop was held: the stretches of a CPU profile (`node --cpu-prof`, the main thread's) in
// which it never went idle, longest first, and the functions that took the time of the long ones. A health check
// that waits 80 ms waited behind one of these. bench/heavy-mixed.ts writes such a profile when BENCH_PROFILE_DIR
// is set.
// --from skips the first seconds of the profile (the server's start, its modules loaded).
//   node --import tsx bench/busy-stretches.ts <file.cpuprofile> [--over 20] [--from 30]

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const file = process.argv[2]
if (!file) throw new Error('Give a .cpuprofile file')
const option = (name: string, otherwise: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : otherwise
const overMs = option('--over', 20)
const fromMs = option('--from', 0) * 1000
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const idle = (id: number) => ['(idle)', '(program)'].includes(byId.get(id)?.callFrame.functionName ?? '')
const where = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '~/').replace(/^file:\/\/.*?\/(server|src)\//, '$1/')}:${n.callFrame.lineNumber + 1}`

/** Runs of samples that are not idle, with their length in ms and their samples. */
const stretches: { ms: number; at: number; samples: number[] }[] = []
let current: { ms: number; at: number; samples: number[] } | null = null
let clock = 0
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
  clock += (profile.timeDeltas[i] ?? 0) / 1000
  if (clock < fromMs) return
  if (idle(id)) {
    if (current) stretches.push(current)
    current = null
    return
  }
  current ??= { ms: 0, at: clock, samples: [] }
  current.ms += ms
  current.samples.push(id)
})
if (current) stretches.push(current)

stretches.sort((a, b) => b.ms - a.ms)
const long = stretches.filter((s) => s.ms >= overMs)
console.log(
  `${stretches.length} busy stretches; ${long.length} of ${overMs} ms or more, ${long.reduce((t, s) => t + s.ms, 0).toFixed(0)} ms in all; longest: ${stretches
    .slice(0, 10)
    .map((s) => `${s.ms.toFixed(0)} (at ${(s.at / 1000).toFixed(1)} s)`)
    .join(', ')} ms`,
)
const self = new Map<string, number>()
for (const s of long)
  for (const id of s.samples) self.set(where(byId.get(id)!), (self.get(where(byId.get(id)!)) ?? 0) + 1)
const total = long.reduce((t, s) => t + s.samples.length, 0)
console.log(`self time in the long stretches (share of their samples):`)
for (const [name, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${((100 * n) / total).toFixed(1).padStart(5)} %  ${name}`)

// The three longest, each with what took its time.
for (const s of stretches.slice(0, 3)) {
  const own = new Map<string, number>()
  for (const id of s.samples) own.set(where(byId.get(id)!), (own.get(where(byId.get(id)!)) ?? 0) + 1)
  console.log(`stretch of ${s.ms.toFixed(0)} ms at ${(s.at / 1000).toFixed(1)} s:`)
  for (const [name, n] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`  ${((100 * n) / s.samples.length).toFixed(0).padStart(3)} %  ${name}`)
}
