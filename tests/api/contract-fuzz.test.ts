import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fieldEdgeRequests } from '../support/fuzz/field-edges'
import {
  type FuzzRequest,
  type Operation,
  operationsOf,
  pathOf,
  requestArbitrary,
  toInject,
} from '../support/fuzz/openapi-requests'
import { learnUids, uidPool } from '../support/fuzz/schema-values'
import { servedPageFaults } from '../support/fuzz/served-pages'
import { replaysOf, uidCreateRequest } from '../support/fuzz/uid-reuse'
import { endsTheSession, type RouteWalk, walkableApp } from '../support/route-walk'

// No input gets a 5xx (docs/security.md): requests generated from the served OpenAPI document (GET /api/docs) for every
// operation, as every role, through the real app — valid-looking input bent the ways an outsider bends it: deep
// nesting, multipart (valid, with odd files, and malformed), odd content types, huge and tiny numbers, control and
// surrogate characters, missing and extra fields, odd path segments and queries, and each write that was taken sent
// again (as is, and changed — a replay that lost its key — and by another account of the role). Besides the random
// draws, each operation's own role sends every text field each value an outsider found a fault with (field-edges.ts)
// and, for a create that names its record, a plain create to replay (uid-reuse.ts); after each write that has a public
// page, the page is read (served-pages.ts). Any 5xx or broken page fails, and every refusal must say what is wrong in a
// `message`. A fixed seed in CI; FUZZ_RUNS=<n> sends n random requests per operation as its own role (default 10) and
// FUZZ_SEED=<n> another sequence, for a longer hunt.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10)
const SEED = Number(process.env.FUZZ_SEED ?? 34)
const callers = ['anonymous', 'admin', 'community', 'scout'] as const

let walk: RouteWalk
let operations: Operation[]
// The pages the server writes itself are served from a build's index.html: the source one stands in for it.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-fuzz-dist-'))

beforeAll(async () => {
  fs.copyFileSync('index.html', path.join(distDir, 'index.html'))
  walk = await walkableApp({ distDir, otherAccounts: true })
  const doc = await walk.clients.anonymous.inject({ method: 'GET', url: '/api/docs' })
  operations = operationsOf(doc.json()).filter((op) => !endsTheSession(op.path))
})
afterAll(async () => {
  await walk.close()
  fs.rmSync(distDir, { recursive: true, force: true })
})

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

/** The fixed cases of an operation's own role: each text field × each edge value, and a create to replay. */
function fixedCases(op: Operation): FuzzRequest[] {
  // The record written last (a PUT after its POST edits what that POST created).
  const url = () =>
    pathOf(
      op,
      op.pathParams.map(() => uidPool[uidPool.length - 1]!),
    )
  const create = uidCreateRequest(op, seedOf(op), url())
  return [...fieldEdgeRequests(op, seedOf(op), url), ...(create ? [create] : [])]
}

/** What kind of case found a fault, for the report: the outsider's findings are counted by kind. */
function kindOf(request: FuzzRequest) {
  const body = request.body
  if (body?.kind === 'raw' && body.contentType.startsWith('multipart/')) return 'malformed multipart'
  if (body?.kind === 'raw' && body.text.startsWith('{"text":[[')) return 'deep JSON'
  if (request.step?.includes('←')) return `text field ${request.step.split('← ')[1]}`
  return request.step ?? 'random draw'
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
      const kinds = new Map<string, number>()
      const statuses = new Map<number, number>()
      const started = Date.now()
      const fault = (request: FuzzRequest, line: string) => {
        broken.push(`[${kindOf(request)}] ${line}`)
        kinds.set(kindOf(request), (kinds.get(kindOf(request)) ?? 0) + 1)
      }
      for (const op of operations) {
        const own = op.auth === 'public' ? 'anonymous' : op.auth
        for (const caller of callers) {
          // Another role's request is refused before its input is read: one is enough to hold that.
          const runs = caller === own ? RUNS : 1
          const requests = fc.sample(requestArbitrary(op), {
            numRuns: runs,
            seed: seedOf(op) + caller.length,
          })
          const queue = [...requests, ...(caller === own ? fixedCases(op) : [])]
          for (let request = queue.shift(); request; request = queue.shift()) {
            const client =
              request.as === 'other' && caller !== 'anonymous' ? walk.others[caller]! : walk.clients[caller]
            const res = await client.inject((await toInject(request)) as never)
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
            if (res.statusCode < 300) learnUids(res.body)
            // A write that was taken is sent again as a client replaying it would: as is, changed, by another
            // account (a random draw's, and the plain create's; a text field's case is about its field).
            if (res.statusCode === 201 && !request.replay && !request.step?.includes('←'))
              queue.unshift(...replaysOf(request, caller !== 'anonymous'))
            const message = res.statusCode >= 400 ? messageOf(res.body) : 'ok'
            const line = `${caller} ${request.method} ${request.url.slice(0, 120)} ${JSON.stringify(request.body)?.slice(0, 160)} → ${res.statusCode} ${res.body.slice(0, 160)}`
            if (res.statusCode >= 500 || typeof message !== 'string' || !message) fault(request, line)
            if (res.statusCode < 300 && request.method !== 'GET')
              for (const wrong of await servedPageFaults(walk.clients.anonymous, res.body))
                fault({ ...request, step: 'served page' }, `${line}\n    ${wrong}`)
          }
        }
      }
      const sent = [...statuses.values()].reduce((a, b) => a + b, 0)
      console.info(
        `contract fuzz: ${sent} requests in ${Math.round((Date.now() - started) / 1000)} s, ${JSON.stringify(Object.fromEntries(statuses))}`,
      )
      if (kinds.size) console.info(`faults by kind: ${JSON.stringify(Object.fromEntries(kinds), null, 1)}`)
      expect(broken, broken.join('\n')).toEqual([])
      expect(sent).toBeGreaterThanOrEqual(operations.length * (RUNS + 3))
      // Most of the own role's requests get past validation (the generator follows the document).
      expect([...statuses].filter(([s]) => s < 300).reduce((a, [, n]) => a + n, 0)).toBeGreaterThan(sent / 10)
    },
    120_000 + RUNS * 30_000,
  )
})
