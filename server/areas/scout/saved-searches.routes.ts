import type { FastifyInstance, FastifyRequest } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { savedSearchBody, savedSearchChange } from '../../../src/api/contract/schemas/saved-searches'
import { savedSearchPaths } from '../../../src/api/contract/terms/paths'
import {
  changeSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
} from '../../domain/scouting/saved-searches'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A scout's saved searches: the Players screen's fields under a name, opened again as they were.

export async function scoutSavedSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'scout' } as const
  const me = (request: FastifyRequest) => request.account!.uid

  app.get(route(savedSearchPaths.list), { config: auth }, async (request) => ({
    data: await listSavedSearches(db, me(request)),
  }))
  app.post(
    route(savedSearchPaths.list),
    { config: auth, schema: { body: savedSearchBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await saveSearch(db, me(request), request.body) }),
  )
  app.put(
    route(savedSearchPaths.one),
    { config: auth, schema: { params: idParams, body: savedSearchChange } },
    async (request) => ({ data: await changeSavedSearch(db, me(request), request.params.id, request.body) }),
  )
  app.delete(
    route(savedSearchPaths.one),
    { config: auth, schema: { params: idParams } },
    async (request) => ({
      data: await deleteSavedSearch(db, me(request), request.params.id),
    }),
  )
}
