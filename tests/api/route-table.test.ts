import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type App, buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { type Database, openDatabase } from '../../server/db/client'

// docs/security.md: "Every route declares its role and its input schema; unknown fields are stripped; a test walks the
// route table and fails if a route lacks either." This is that test. It sees every route the real app
// registers — including those added by later features — through buildApp's onRoute option.

const authRules = ['public', 'admin', 'community', 'scout']
const bodyless = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The ways a route breaks the rule, in words a reviewer can act on; empty when it is fine. */
function routeProblems(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>): string[] {
  const url = route.url ?? ''
  if (!url.startsWith('/api')) return []
  const methods = ([] as string[]).concat(route.method)
  const where = `${methods.join(',')} ${url}`
  const problems: string[] = []
  const auth = (route.config as { auth?: string } | undefined)?.auth
  if (!auth || !authRules.includes(auth)) problems.push(`${where}: config.auth must be one of ${authRules}`)
  const multipart = (route.config as { multipart?: unknown } | undefined)?.multipart
  const schema: Record<string, unknown> = { ...route.schema, multipart }
  if (methods.some((m) => !bodyless.has(m)) && !schema.body && !schema.params && !multipart)
    problems.push(
      `${where}: a non-GET route needs a body or params schema (a multipart upload: config.multipart, the zod schema of its text fields)`,
    )
  if (/:\w/.test(url) && !schema.params) problems.push(`${where}: path parameters need a params schema`)
  // Community writes are replayed by the tablets' outbox: each must be exactly-once (decisions 0002, 0011).
  const idempotent = (route.config as { idempotent?: boolean } | undefined)?.idempotent === true
  if (auth === 'community' && methods.some((m) => !bodyless.has(m)) && !idempotent)
    problems.push(`${where}: a community write must declare config.idempotent (the outbox replays it)`)
  if (idempotent && methods.every((m) => bodyless.has(m)))
    problems.push(`${where}: config.idempotent is for writes; a read is safe to repeat as it is`)
  for (const part of ['body', 'params', 'querystring', 'multipart'] as const) {
    const s = schema[part]
    if (s === undefined) continue
    if (!(s instanceof z.ZodType)) {
      problems.push(`${where}: schema.${part} must be a zod schema from src/api/contract`)
      continue
    }
    // Unknown fields are stripped (zod's default) or refused (strict); a loose object would pass them through.
    const catchall = (s.def as { catchall?: z.ZodType }).catchall
    if (catchall && ['unknown', 'any'].includes(catchall.def.type))
      problems.push(`${where}: schema.${part} lets unknown fields through (loose/passthrough)`)
  }
  return problems
}

describe('the route checker itself', () => {
  it('flags each kind of missing declaration and passes a complete route', () => {
    const body = z.object({ name: z.string() })
    expect(routeProblems({ method: 'GET', url: '/api/x', config: {} })).toEqual([
      expect.stringMatching(/config.auth/),
    ])
    expect(
      routeProblems({ method: 'GET', url: '/api/x', config: { auth: 'everyone' as 'public' } }),
    ).toHaveLength(1)
    expect(routeProblems({ method: 'POST', url: '/api/x', config: { auth: 'scout' } })).toEqual([
      expect.stringMatching(/body or params schema/),
    ])
    expect(routeProblems({ method: 'GET', url: '/api/x/:uid', config: { auth: 'scout' } })).toEqual([
      expect.stringMatching(/params schema/),
    ])
    expect(
      routeProblems({
        method: 'PUT',
        url: '/api/x',
        config: { auth: 'scout' },
        schema: { body: { type: 'object' } },
      }),
    ).toEqual([expect.stringMatching(/zod schema/)])
    expect(
      routeProblems({
        method: 'PUT',
        url: '/api/x',
        config: { auth: 'scout' },
        schema: { body: body.loose() },
      }),
    ).toEqual([expect.stringMatching(/unknown fields/)])
    expect(
      routeProblems({ method: 'PUT', url: '/api/x', config: { auth: 'scout' }, schema: { body } }),
    ).toEqual([])
    expect(
      routeProblems({
        method: 'PUT',
        url: '/api/x',
        config: { auth: 'scout' },
        schema: { body: body.strict() },
      }),
    ).toEqual([])
    expect(
      routeProblems({ method: 'POST', url: '/api/x', config: { auth: 'scout', multipart: body } }),
    ).toEqual([])
    expect(
      routeProblems({ method: 'POST', url: '/api/x', config: { auth: 'scout', multipart: body.loose() } }),
    ).toEqual([expect.stringMatching(/unknown fields/)])
    expect(routeProblems({ method: 'GET', url: '/assets/*', config: {} })).toEqual([])
    expect(
      routeProblems({
        method: 'DELETE',
        url: '/api/x/:id',
        config: { auth: 'community' },
        schema: { params: body },
      }),
    ).toEqual([expect.stringMatching(/idempotent/)])
    expect(
      routeProblems({
        method: 'DELETE',
        url: '/api/x/:id',
        config: { auth: 'community', idempotent: true },
        schema: { params: body },
      }),
    ).toEqual([])
  })
})

describe('the registered route table', () => {
  const routes: RouteOptions[] = []
  let app: App
  let database: Database
  let dataDir: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-routes-'))
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    // Registering routes touches no table: an empty in-memory database is enough.
    database = await openDatabase({})
    app = await buildApp({ config, database, logger: false, onRoute: (route) => void routes.push(route) })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('sees the whole API (so an empty walk cannot pass)', () => {
    const seen = new Set(routes.flatMap((r) => ([] as string[]).concat(r.method).map((m) => `${m} ${r.url}`)))
    for (const expected of [
      'GET /api/health',
      'POST /api/admin/login',
      'GET /api/admin/profile',
      'POST /api/community/logout_all',
      'POST /api/scout/register',
      'PUT /api/scout/profile',
      'GET /api/scout/validate_username',
      'POST /api/scout/reset-password',
    ])
      expect(seen).toContain(expected)
  })

  it('has no /api route without a role or without an input schema', () => {
    const problems = routes.flatMap(routeProblems)
    expect(problems, problems.join('\n')).toEqual([])
  })
})
