import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import {
  listBody,
  listEntryBody,
  listEntryChange,
  listEntryParams,
} from '../../../src/api/contract/schemas/scouting-lists'
import { scoutListPaths } from '../../../src/api/contract/terms/paths'
import {
  addToList,
  createList,
  deleteList,
  getList,
  listLists,
  removeFromList,
  renameList,
  setEntryStatus,
} from '../../domain/scouting/lists/scout-lists'
import { baseVersion } from '../../domain/support/versioned-update'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A scout's named lists and their entries (the spec's shortlist keeps its own calls). Private to the scout;
// writes come from the scout's outbox too, applied once by their Idempotency-Key.

export async function scoutListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'scout' } as const
  const write = { ...auth, idempotent: true } as const
  const scout = (request: { account?: { uid: string } | null }) => request.account!.uid
  app.get(route(scoutListPaths.lists), { config: auth }, async (request) => ({
    data: await listLists(db, scout(request)),
  }))
  app.post(
    route(scoutListPaths.lists),
    { config: write, schema: { body: listBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await createList(db, scout(request), request.body) }),
  )
  app.get(route(scoutListPaths.list), { config: auth, schema: { params: idParams } }, async (request) => ({
    data: await getList(db, scout(request), request.params.id),
  }))
  app.put(
    route(scoutListPaths.list),
    { config: write, schema: { params: idParams, body: listBody } },
    async (request) => {
      const expected = baseVersion(request.body.version, request.headers['if-match'])
      return { data: await renameList(db, scout(request), request.params.id, request.body.name, expected) }
    },
  )
  app.delete(
    route(scoutListPaths.list),
    { config: write, schema: { params: idParams } },
    async (request) => ({
      data: await deleteList(db, scout(request), request.params.id),
    }),
  )
  app.post(
    route(scoutListPaths.entries),
    { config: write, schema: { params: idParams, body: listEntryBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await addToList(db, scout(request), request.params.id, request.body) }),
  )
  app.put(
    route(scoutListPaths.entry),
    { config: write, schema: { params: listEntryParams, body: listEntryChange } },
    async (request) => ({
      data: await setEntryStatus(
        db,
        scout(request),
        request.params.id,
        request.params.uid,
        request.body.status,
      ),
    }),
  )
  app.delete(
    route(scoutListPaths.entry),
    { config: write, schema: { params: listEntryParams } },
    async (request) => ({
      data: await removeFromList(db, scout(request), request.params.id, request.params.uid),
    }),
  )
}
