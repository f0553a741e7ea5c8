import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Operation,
  operationsOf,
  replaysOf,
  requestArbitrary,
  toInject,
} from '../support/fuzz/openapi-requests'
import { learnUids } from '../support/fuzz/schema-values'
import { endsTheSession, type RouteWalk, walkableApp } from '../support/route-walk'

// Issues 13 and 34: requests generated from the served OpenAPI document (GET /api/docs) for every operation, as
// every role, through the real app — valid-looking input bent the ways an outsider bends it: deep nesting,
// multipart (valid, with odd files, and malformed), odd content types, huge and tiny numbers, control and
// surrogate characters, missing and extra fields, odd path segments and queries, and each write that was taken
// sent again (as is, and changed — a replay that lost its key). Any 5xx fails, and every
// refusal must say what is wrong in a `message`. A fixed seed in CI; FUZZ_RUNS=<n> sends n requests per
// operation as its own role (default 10) and FUZZ_SEED=<n> another sequence, for a longer hunt.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10)
const SEED = Number(process.env.FUZZ_SEED ?? 34)
const callers = ['anonymous', 'admin', 'community', 'scout'] as const

let walk: RouteWalk
let operations: Operation[]

beforeAll(async () => {
  walk = await walkableApp()
  const doc = await walk.clients.anonymous.inject({ method: 'GET', url: '/api/docs' })
  operations = operationsOf(doc.json()).filter((op) => !endsTheSession(op.path))
})
afterAll(() => walk.close())

/** A stable seed per operation, so one operation's cases do not shift when another is added. */
const seedOf = (op: Operation) =>
  [...`${op.method} ${op.path}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED)

const messageOf = (body: string) => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message
  } catch {
    return undefined
  }
}

describe('contract fuzz from the OpenAPI document', () => {
  it('reaches every operation of the document', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`))
    const routes = walk.routes
      .filter((r) => !endsTheSession(r.url) && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
    expect(routes.filter((r) => !documented.has(r))).toEqual([])
    expect(operations.length).toBeGreaterThan(300)
  })

  it(
    'never answers 5xx to any operation as any role, and every refusal has a message',
    async () => {
      const broken: string[] = []
      const statuses = new Map<number, number>()
      for (const op of operations) {
        const own = op.auth === 'public' ? 'anonymous' : op.auth
        for (const caller of callers) {
          // Another role's request is refused before its input is read: one is enough to hold that.
          const runs = caller === own ? RUNS : 1
          const requests = fc.sample(requestArbitrary(op), {
            numRuns: runs,
            seed: seedOf(op) + caller.length,
          })
          const queue = [...requests]
          for (let request = queue.shift(); request; request = queue.shift()) {
            const res = await walk.clients[caller].inject((await toInject(request)) as never)
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
            if (res.statusCode < 300) learnUids(res.body)
            // A write that was taken is sent again as a client replaying it would, as is and changed.
            if (res.statusCode === 201 && !request.replay) queue.unshift(...replaysOf(request))
            const message = res.statusCode >= 400 ? messageOf(res.body) : 'ok'
            if (res.statusCode >= 500 || typeof message !== 'string' || !message)
              broken.push(
                `${caller} ${request.method} ${request.url.slice(0, 120)} ${JSON.stringify(request.body)?.slice(0, 160)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
              )
          }
        }
      }
      console.info(`contract fuzz: ${JSON.stringify(Object.fromEntries(statuses))}`)
      expect(broken, broken.join('\n')).toEqual([])
      const sent = [...statuses.values()].reduce((a, b) => a + b, 0)
      expect(sent).toBeGreaterThanOrEqual(operations.length * (RUNS + 3))
      // Most of the own role's requests get past validation (the generator follows the document).
      expect([...statuses].filter(([s]) => s < 300).reduce((a, [, n]) => a + n, 0)).toBeGreaterThan(sent / 10)
    },
    120_000 + RUNS * 30_000,
  )
})
