import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { eventPlayerBody, noFields, videoEventBody } from '../../../src/api/contract/schemas/players-media'
import { mediaPaths } from '../../../src/api/contract/terms/paths'
import {
  addVideoEvent,
  deleteVideoEvent,
  eventPlayersOf,
  setEventPlayers,
  videoEventsOf,
} from '../../domain/players/video'
import { deleteVideo, requireVideoRoom, storeVideo, videoBytesOf } from '../../domain/uploads/videos'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'
import { vimeoTokenRoute } from '../../routes/vimeo-token-route'

// docs/spec.md#player-calls: video_event (GET/POST {id}: {id} is the owner — a player, club, tournament, league or
// national side; DELETE {id}: the event), event_player (POST; GET {id}: the event), local video upload, and
// media/vimeo_token (a one-off Vimeo upload link, or 404 when Vimeo is not configured).

export async function playersVideoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, config } = app.deps
  const auth = { auth: 'community' as const }
  const write = { auth: 'community', idempotent: true } as const

  app.get(route(mediaPaths.videoEvent), { config: auth, schema: { params: idParams } }, async (request) => {
    const data = await videoEventsOf(db, request.params.id)
    return { data, meta: { total: data.length, page: 1, limit: data.length } }
  })

  app.post(
    route(mediaPaths.videoEvent),
    { config: write, schema: { params: idParams, body: videoEventBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await addVideoEvent(db, request.params.id, request.body) }),
  )

  app.delete(
    route(mediaPaths.videoEvent),
    { config: write, schema: { params: idParams } },
    async (request) => {
      await deleteVideoEvent(db, request.params.id)
      return { data: { uid: request.params.id, deleted: true } }
    },
  )

  app.post(
    route(mediaPaths.eventPlayer),
    { config: write, schema: { body: eventPlayerBody } },
    async (request) => ({
      data: await setEventPlayers(db, request.body),
    }),
  )

  app.get(
    route(mediaPaths.eventPlayersOf),
    { config: auth, schema: { params: idParams } },
    async (request) => ({
      data: await eventPlayersOf(db, request.params.id),
    }),
  )

  app.post(
    route(mediaPaths.video),
    { config: { ...write, multipart: noFields, upload: 'video' } },
    async (request, reply) => {
      const quota = config.videoQuotaBytes
      // A declared size past the quota is refused before a byte is stored; the stored size is checked again.
      const declared = Number(request.headers['content-length'] ?? 0)
      await requireVideoRoom(db, request.account!.uid, declared, quota + 64 * 1024)
      const stored = await app.uploads.withFile(request, (file) =>
        storeVideo(db, file, request.account!.uid, quota),
      )
      return reply.status(201).send({ data: stored })
    },
  )
  app.delete(
    route(mediaPaths.videoOf),
    { config: write, schema: { params: idParams } },
    async (request, reply) => {
      const { storedName, moments } = await deleteVideo(db, request.params.id, request.account!.uid)
      // The file goes once the deletion is committed and answered (a rolled-back delete keeps its file).
      reply.raw.once('finish', () => {
        if (reply.statusCode < 300) void app.uploads.storage.remove(storedName).catch(() => {})
      })
      return { data: { uid: request.params.id, deleted: true, moments_deleted: moments } }
    },
  )
  app.get(route(mediaPaths.videoUsage), { config: auth }, async (request) => ({
    data: { used_bytes: await videoBytesOf(db, request.account!.uid), quota_bytes: config.videoQuotaBytes },
  }))
  await app.register(vimeoTokenRoute('community'))
}
