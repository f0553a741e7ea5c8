import type { FastifyInstance } from 'fastify'
import { idParams } from '../../src/api/contract/schemas/common'
import { searchQuery, versionBody } from '../../src/api/contract/schemas/football-common'
import { footballPaths } from '../../src/api/contract/terms/football-paths'
import type { Family } from '../domain/football/family'
import { getRecord, listRecords } from '../domain/football/family-read'
import { createRecord, deleteRecord, updateRecord } from '../domain/football/family-write'
import { baseVersion } from '../domain/support/versioned-update'
import type { ZodTypeProvider } from '../plugins/zod'
import { route } from './route-path'

// The HTTP side of the family engine, area-neutral: an area registers a family with the access it grants.
// Read gives GET /{path} (page, limit, q, parent filters), GET /{path}/search?q=, GET /{path}/{id};
// read-write adds POST /{path}, PUT|DELETE /{path}/{id}, each an exactly-once write (Idempotency-Key).

export interface Grant {
  /** The role whose session the routes need: the areas the football database is served to. */
  auth: 'community' | 'scout'
  access: 'read' | 'read-write'
}

export function familyRoutes(family: Family, grant: Grant) {
  const { contract } = family
  const def = (grant.auth === 'scout' && family.forScouts) || family.def
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db } = app.deps
    const read = { auth: grant.auth } as const
    const write = { auth: grant.auth, idempotent: true } as const
    const paths = footballPaths(family.path, grant.auth)

    app.get(route(paths.list), { config: read, schema: { querystring: contract.list } }, async (request) =>
      listRecords(db, def, request.query),
    )
    app.get(route(paths.search), { config: read, schema: { querystring: searchQuery } }, async (request) =>
      listRecords(db, def, request.query),
    )
    app.get(route(paths.one), { config: read, schema: { params: idParams } }, async (request) => ({
      data: await getRecord(db, def, request.params.id),
    }))
    if (grant.access === 'read') return

    app.post(
      route(paths.create),
      { config: write, schema: { body: contract.create } },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await createRecord(db, def, request.body as Record<string, unknown>) }),
    )
    app.put(
      route(paths.one),
      { config: write, schema: { params: idParams, body: contract.update } },
      async (request) => {
        const body = request.body as Record<string, unknown> & { version?: number }
        const expected = baseVersion(body.version, request.headers['if-match'])
        return { data: await updateRecord(db, def, request.params.id, body, expected) }
      },
    )
    app.delete(
      route(paths.one),
      { config: write, schema: { params: idParams, body: versionBody.nullish() } },
      async (request) => {
        const expected = baseVersion(request.body?.version, request.headers['if-match'])
        await deleteRecord(db, def, request.params.id, expected)
        return { data: { uid: request.params.id, deleted: true } }
      },
    )
  }
}

/** Every family of a table (e.g. the football families) with one grant: one line per area. */
export function familyTableRoutes(families: Record<string, Family>, grant: Grant) {
  return async function routes(app: FastifyInstance) {
    for (const family of Object.values(families)) await app.register(familyRoutes(family, grant))
  }
}
