import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import {
  attributePaths,
  attributesBody,
  customAttributeBody,
  customAttributeDeleteQuery,
} from '../../../src/api/contract/schemas/players-attributes'
import {
  deleteCustomAttribute,
  getAttributes,
  putAttributes,
  setCustomAttribute,
} from '../../domain/players/attributes'
import { baseVersion } from '../../domain/support/versioned-update'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// docs/spec.md#player-calls: GET/PUT attributes/{id} and PUT/DELETE custom-attributes/{id}; {id} is the player's uid.
export async function playersAttributesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'community' as const }
  const write = { auth: 'community', idempotent: true } as const

  app.get(
    route(attributePaths.attributes),
    { config: auth, schema: { params: idParams } },
    async (request) => ({
      data: await getAttributes(db, request.params.id),
    }),
  )

  app.put(
    route(attributePaths.attributes),
    { config: write, schema: { params: idParams, body: attributesBody } },
    async (request) => {
      const expected = baseVersion(request.body.version, request.headers['if-match'])
      return { data: await putAttributes(db, request.params.id, request.body, expected) }
    },
  )

  app.put(
    route(attributePaths.customAttributes),
    { config: write, schema: { params: idParams, body: customAttributeBody } },
    async (request) => ({ data: await setCustomAttribute(db, request.params.id, request.body) }),
  )

  app.delete(
    route(attributePaths.customAttributes),
    { config: write, schema: { params: idParams, querystring: customAttributeDeleteQuery } },
    async (request) => ({
      data: await deleteCustomAttribute(db, request.params.id, request.query.attribute_name),
    }),
  )
}
