import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { idParams } from '../../../src/api/contract/schemas/common'
import {
  galleryFields,
  noFields,
  playerDocumentFields,
} from '../../../src/api/contract/schemas/players-media'
import { mediaPaths } from '../../../src/api/contract/terms/paths'
import { addPlayerDocument, deletePlayerDocument, playerDocumentsOf } from '../../domain/players/documents'
import {
  addGalleryImage,
  clearProfilePic,
  deleteGalleryImage,
  galleryOf,
  setProfilePic,
} from '../../domain/players/media'
import { requirePlayer } from '../../domain/players/player-reads'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// Player media (docs/spec.md#player-calls): the profile picture, gallery images (also for clubs, tournaments, leagues
// and national sides — {id} is the owner's uid) and PDF reports (per player, or per game). Uploads are multipart with
// the text fields first; files are checked, stored and removed by the uploads plugin.
export async function playersMediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const { uploads } = app
  const auth = { auth: 'community' as const }
  const write = { auth: 'community', idempotent: true } as const

  app.post(
    route(mediaPaths.profilePic),
    { config: { ...write, multipart: noFields, upload: 'picture' }, schema: { params: idParams } },
    async (request) => {
      await requirePlayer(db, request.params.id)
      const { player, removed } = await uploads.withFile(request, (file) =>
        setProfilePic(db, request.params.id, file, request.account?.uid),
      )
      await uploads.discard(removed)
      return { data: player }
    },
  )

  app.delete(
    route(mediaPaths.profilePic),
    { config: write, schema: { params: idParams } },
    async (request) => {
      const { player, removed } = await clearProfilePic(db, request.params.id)
      await uploads.discard(removed)
      return { data: player }
    },
  )

  app.post(
    route(mediaPaths.galleryImage),
    { config: { ...write, multipart: galleryFields, upload: 'picture' } },
    async (request, reply) => {
      const image = await uploads.withFile(request, (file, fields) =>
        addGalleryImage(db, fields as z.output<typeof galleryFields>, file, request.account?.uid),
      )
      return reply.status(201).send({ data: image })
    },
  )

  app.get(route(mediaPaths.galleryOf), { config: auth, schema: { params: idParams } }, async (request) => {
    const data = await galleryOf(db, request.params.id)
    return { data, meta: { total: data.length, page: 1, limit: data.length } }
  })

  app.delete(
    route(mediaPaths.galleryOf),
    { config: write, schema: { params: idParams } },
    async (request) => {
      await uploads.discard(await deleteGalleryImage(db, request.params.id))
      return { data: { uid: request.params.id, deleted: true } }
    },
  )

  const reportConfig = { ...write, multipart: playerDocumentFields, upload: 'report' as const }
  app.post(
    route(mediaPaths.playerDocument),
    { config: reportConfig, schema: { params: idParams } },
    async (request, reply) => {
      const report = await uploads.withFile(request, (file, fields) =>
        addPlayerDocument(
          db,
          request.params.id,
          fields as z.output<typeof playerDocumentFields>,
          file,
          request.account?.uid,
        ),
      )
      return reply.status(201).send({ data: report })
    },
  )

  app.get(
    route(mediaPaths.playerDocument),
    { config: auth, schema: { params: idParams } },
    async (request) => {
      const data = await playerDocumentsOf(db, request.params.id)
      return { data, meta: { total: data.length, page: 1, limit: data.length } }
    },
  )

  app.delete(
    route(mediaPaths.playerDocument),
    { config: write, schema: { params: idParams } },
    async (request) => {
      await uploads.discard(await deletePlayerDocument(db, request.params.id))
      return { data: { uid: request.params.id, deleted: true } }
    },
  )
}
