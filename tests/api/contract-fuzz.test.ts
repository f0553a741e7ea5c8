import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { concreteUrl, endsTheSession, type RouteWalk, walkableApp } from '../support/route-walk'

// Issue 13: the contracts fuzzed through the real app. Every /api route, as its own role, gets odd input —
// control characters, very long strings, odd numbers, prototype keys, wrong shapes, odd path parameters and
// query strings — and must never answer 5xx, and always say what is wrong in a `message`.

let walk: RouteWalk

beforeAll(async () => {
  walk = await walkableApp()
})
afterAll(() => walk.close())

const oddText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\ud800',
    '%00',
    '../../etc/passwd',
    "'; drop table players; --",
  ),
  fc.constant('x'.repeat(70_000)),
)
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1),
)
const oddValue = fc.oneof(
  oddText,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(oddText, { maxLength: 3 }),
)
const oddKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'uid',
    'version',
    'role',
    'name',
    'q',
    'page',
    'limit',
  ),
  fc.string({ maxLength: 12 }),
)
const oddBody = fc.oneof(
  fc.dictionary(oddKey, oddValue, { maxKeys: 6 }),
  fc.array(oddValue, { maxLength: 3 }),
  oddValue,
)
const oddQuery = fc
  .dictionary(oddKey, oddText, { maxKeys: 3 })
  .map((q) => new URLSearchParams(q as Record<string, string>).toString())
/** A path segment a browser could send (a lone surrogate cannot be written in a URL at all). */
const encodable = (s: string) => {
  try {
    encodeURIComponent(s)
    return true
  } catch {
    return false
  }
}
const oddParam = fc.oneof(
  fc.uuid(),
  oddText.filter((s) => s.length > 0 && s.length < 200 && encodable(s)),
)

describe('contract fuzz', () => {
  it('never answers 5xx, and every refusal has a message', async () => {
    const broken: string[] = []
    let calls = 0
    const routes = walk.routes.filter((r) => !endsTheSession(r.url))
    for (const route of routes) {
      const client = walk.clients[route.auth === 'public' ? 'anonymous' : (route.auth as 'scout')]
      const cases = fc.sample(fc.tuple(oddBody, oddQuery, oddParam), {
        numRuns: 6,
        seed: route.url.length * 7919,
      })
      for (const [body, query, param] of cases) {
        const url = `${concreteUrl(route.url, param)}${query ? `?${query}` : ''}`
        const res = await client.inject({
          method: route.method as 'POST',
          url,
          ...(route.method === 'GET'
            ? {}
            : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        })
        calls++
        const message =
          res.statusCode >= 400 ? (JSON.parse(res.body || '{}') as { message?: unknown }).message : 'ok'
        if (res.statusCode >= 500 || typeof message !== 'string' || !message)
          broken.push(
            `${route.method} ${url.slice(0, 120)} ${JSON.stringify(body).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          )
      }
    }
    expect(broken, broken.join('\n')).toEqual([])
    expect(calls).toBeGreaterThan(1500)
  }, 240_000)
})
