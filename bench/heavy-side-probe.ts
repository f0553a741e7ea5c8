import { performance } from 'node:perf_hooks'
import { signInThroughApi } from './bench-http'

// /api/health and a name search asked for a while against a server already running (one that heavy-mixed.ts started
// and loads): their p50, p99 and slowest, for a window of a long run, since heavy-mixed.ts prints its own only at the end.
//   node --import tsx bench/heavy-side-probe.ts <port> [seconds]
const base = `http://127.0.0.1:${process.argv[2]}`
const seconds = Number(process.argv[3] ?? 60)
const member = await signInThroughApi(base, 'community', 'community@example.com', 'football-demo-2026')
const q = (ms: number[], x: number) =>
  [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(x * ms.length))]!.toFixed(1)
const end = performance.now() + seconds * 1000
const h: number[] = []
const s: number[] = []
let n = 0
await Promise.all([
  (async () => {
    while (performance.now() < end) {
      const t0 = performance.now()
      await (await fetch(`${base}/api/health`)).arrayBuffer()
      h.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 20))
    }
  })(),
  (async () => {
    while (performance.now() < end) {
      const t0 = performance.now()
      await (
        await fetch(
          `${base}/api/community/search?q=${encodeURIComponent(`Player ${(n++ % 900) + 100} Mü`)}`,
          { headers: { cookie: member.cookie } },
        )
      ).arrayBuffer()
      s.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 50))
    }
  })(),
])
console.log(
  `side probe ${seconds} s: health ×${h.length} p50 ${q(h, 0.5)} p99 ${q(h, 0.99)} max ${q(h, 1)}; search ×${s.length} p50 ${q(s, 0.5)} p99 ${q(s, 0.99)} max ${q(s, 1)}`,
)
