import type { FastifyInstance, FastifyRequest } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import {
  bannerFields,
  contentFields,
  contentKinds,
  reorderBody,
} from '../../../src/api/contract/schemas/site-content'
import { adminPaths } from '../../../src/api/contract/terms/admin-paths'
import type { Actor } from '../../domain/site-content/audit'
import {
  createContent,
  deleteContent,
  listContent,
  putSingle,
  reorderContent,
  setNewsBanner,
  singleContent,
  updateContent,
} from '../../domain/site-content/content'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// /api/admin site content: every kind of src/api/contract/schemas/site-content.ts at the spec's paths (odd spellings
// served as spelled — docs/api/admin.md). Creates and updates take JSON, or multipart form fields with an
// optional `pic`; the contract checks the fields inside the domain, where the stored item and the change meet.

export const actorOf = (request: FastifyRequest): Actor => ({
  uid: request.account!.uid,
  email: request.account!.email,
})

export async function adminContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'admin' } as const
  const form = app.uploads.withOptionalPicture

  for (const info of contentKinds) {
    const { kind } = info
    const at = adminPaths.content(info.path)
    // The fields' schema, for the API reference and the route table (the domain checks them).
    const fields = { ...auth, multipart: contentFields[kind] }
    if (info.single) {
      app.get(route(at), { config: auth }, async () => ({ data: await singleContent(db, kind) }))
      // The spec writes the about page with POST and the landing page with PUT.
      const write = kind === 'about' ? app.post.bind(app) : app.put.bind(app)
      write(route(at), { config: fields }, async (request) => ({
        data: await form(request, (fields, file) => putSingle(db, actorOf(request), kind, fields, file)),
      }))
      continue
    }
    app.get(route(at), { config: auth }, async () => ({ data: await listContent(db, kind) }))
    app.post(route(at), { config: fields }, async (request, reply) =>
      reply.status(201).send({
        data: await form(request, (fields, file) => createContent(db, actorOf(request), kind, fields, file)),
      }),
    )
    app.put(
      route(adminPaths.content(info.itemPaths.put)),
      { config: fields, schema: { params: idParams } },
      async (request) => ({
        data: await form(request, (fields, file) =>
          updateContent(db, actorOf(request), kind, request.params.id, fields, file),
        ),
      }),
    )
    app.delete(
      route(adminPaths.content(info.itemPaths.delete)),
      { config: auth, schema: { params: idParams } },
      async (request) => ({
        data: await deleteContent(db, actorOf(request), kind, request.params.id),
      }),
    )
    // Beyond the spec: the order admins give a list (the public site shows it in that order).
    app.put(
      route(adminPaths.contentOrder(info.path)),
      { config: auth, schema: { body: reorderBody } },
      async (request) => ({
        data: await reorderContent(db, actorOf(request), kind, request.body.uids),
      }),
    )
  }

  // PUT news/{id}: the banner picture of a news item (public or scout news), with its image_type.
  app.put(
    route(adminPaths.newsBanner),
    { config: { ...auth, upload: 'picture', multipart: bannerFields }, schema: { params: idParams } },
    async (request) => ({
      data: await app.uploads.withFile(request, (file, fields) =>
        setNewsBanner(db, actorOf(request), request.params.id, file, fields.image_type),
      ),
    }),
  )
}
