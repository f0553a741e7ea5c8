import type { FastifyInstance } from 'fastify'
import { apiDocsPaths } from '../../../src/api/contract/terms/paths'
import { route } from '../../routes/route-path'

// The API reference that plugins/openapi.ts gathers as the routes register, served outside production (where
// that plugin is not registered, these routes are not either): OpenAPI 3.1 JSON and a plain page.
export async function apiDocsRoutes(app: FastifyInstance) {
  const reference = app.apiReference
  if (!reference) return
  app.get(route(apiDocsPaths.json), { config: { auth: 'public' } }, async () => reference.document())
  app.get(route(apiDocsPaths.page), { config: { auth: 'public' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(reference.page()),
  )
}
