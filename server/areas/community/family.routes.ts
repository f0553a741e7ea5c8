import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { idParams } from '../../../src/api/contract/common'
import { searchQuery, versionBody } from '../../../src/api/contract/football-common'
import type { FamilyDef, ListQuery } from '../../domain/resources/resource-read'
import { getRecord, listRecords } from '../../domain/resources/resource-read'
import { createRecord, deleteRecord, updateRecord } from '../../domain/resources/resource-write'
import { baseVersion } from '../../domain/support/versioned-update'
import type { ZodTypeProvider } from '../../plugins/zod'

// The six routes every simple football family has (ARCHITECTURE.md §4): POST /{family}, GET /{family}
// (page, limit, q, parent filters), GET /{family}/search?q=, GET|PUT|DELETE /{family}/{id}.

export interface FamilyContract {
  create: z.ZodType
  update: z.ZodType<{ version?: number }>
  list: z.ZodType<ListQuery>
}

export interface FamilyRouteOptions {
  /** Who may call the routes; the scout area registers the same families read-only. */
  auth?: 'community' | 'scout'
  readOnly?: boolean
}

export function familyRoutes(
  path: string,
  def: FamilyDef,
  contract: FamilyContract,
  options: FamilyRouteOptions = {},
) {
  const rule = { auth: options.auth ?? 'community' } as const
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db } = app.deps
    const at = `/${path}`

    app.get(at, { config: rule, schema: { querystring: contract.list } }, async (request) =>
      listRecords(db, def, request.query),
    )
    app.get(`${at}/search`, { config: rule, schema: { querystring: searchQuery } }, async (request) =>
      listRecords(db, def, request.query, true),
    )
    app.get(`${at}/:id`, { config: rule, schema: { params: idParams } }, async (request) => ({
      data: await getRecord(db, def, request.params.id),
    }))
    if (options.readOnly) return

    app.post(at, { config: rule, schema: { body: contract.create } }, async (request, reply) =>
      reply.status(201).send({ data: await createRecord(db, def, request.body as Record<string, unknown>) }),
    )
    app.put(
      `${at}/:id`,
      { config: rule, schema: { params: idParams, body: contract.update } },
      async (request) => {
        const body = request.body as Record<string, unknown> & { version?: number }
        const expected = baseVersion(body.version, request.headers['if-match'])
        return { data: await updateRecord(db, def, request.params.id, body, expected) }
      },
    )
    app.delete(
      `${at}/:id`,
      { config: rule, schema: { params: idParams, body: versionBody.nullish() } },
      async (request) => {
        const expected = baseVersion(request.body?.version, request.headers['if-match'])
        await deleteRecord(db, def, request.params.id, expected)
        return { data: { uid: request.params.id, deleted: true } }
      },
    )
  }
}
