import fs from 'node:fs'
import autocannon from 'autocannon'

// The load generator, run as its OWN process (bench/load.ts spawns it) so the server under test has its
// process to itself: a client inside the server's process caps a hello-world route at ~1,200 req/s where the
// server does tens of thousands. Reads a plan from the JSON file named on the command line, cycles through its
// requests (method, path, body) over `connections` connections, and prints one JSON line: latency percentiles
// in milliseconds, requests per second, and how many answers were not 2xx (a broken route cannot pass as fast).

export interface LoadPlan {
  base: string
  cookie: string
  xsrf: string
  requests: { method: 'GET' | 'POST'; path: string; body?: unknown }[]
  connections: number
  /** Either a number of requests… */
  amount?: number
  /** …or a duration in seconds. */
  duration?: number
  /** A route measured for its error answer (e.g. a 404): non-2xx answers are expected. */
  allowNon2xx?: boolean
}

export interface LoadResult {
  p50: number
  p90: number
  p99: number
  max: number
  rps: number
  requests: number
  non2xx: number
  errors: number
}

const plan = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as LoadPlan
let next = 0
const result = await autocannon({
  url: plan.base,
  connections: plan.connections,
  ...(plan.amount ? { amount: plan.amount } : { duration: plan.duration ?? 5 }),
  headers: { cookie: plan.cookie, 'x-xsrf-token': plan.xsrf, 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (request) => {
        const r = plan.requests[next++ % plan.requests.length]!
        return {
          ...request,
          method: r.method,
          path: r.path,
          body: r.body === undefined ? undefined : JSON.stringify(r.body),
        }
      },
    },
  ],
})
const out: LoadResult = {
  p50: result.latency.p50,
  p90: result.latency.p90,
  p99: result.latency.p99,
  max: result.latency.max,
  rps: result.requests.average,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
}
console.log(JSON.stringify(out))
