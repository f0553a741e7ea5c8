import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { idParams } from '../../../src/api/contract/schemas/common'
import { playerVideoQuery } from '../../../src/api/contract/schemas/scout-players'
import { scoutPaths, scoutPlayerPaths } from '../../../src/api/contract/terms/paths'
import { requireFeature } from '../../domain/payments/packages'
import { playerDocumentsOf } from '../../domain/players/documents'
import { galleryOf } from '../../domain/players/media'
import { eventPlayersOf, videoEventsOf } from '../../domain/players/video'
import { publishedNews } from '../../domain/site-content/public-site'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

const newsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) })

// What the community uploaded about a player, read-only for scouts (docs/api/scout.md#a-players-media-read-only):
// gallery, reports, video moments and who is in them, and the player's videos. The same domain reads as the community
// area's. And the scout news admins publish.

export async function scoutMediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const read = { auth: 'scout' } as const
  /** About the record whose uid is the path's `id`, a player's when it is one (areas/scout/minors-gate.ts). */
  const about = { auth: 'scout', seesPlayer: { params: 'id' } } as const
  const all = <T>(data: T[]) => ({ data, meta: { total: data.length, page: 1, limit: data.length } })
  // Videos and written reports come with a package (docs/api/payments.md): 402 naming the packages otherwise.
  const needs = (feature: 'videos' | 'reports') => ({
    preHandler: async (request: FastifyRequest) => requireFeature(db, request.account!.uid, feature),
  })

  app.get(route(scoutPlayerPaths.gallery), { config: about, schema: { params: idParams } }, async (request) =>
    all(await galleryOf(db, request.params.id)),
  )
  app.get(
    route(scoutPlayerPaths.documents),
    { config: about, ...needs('reports'), schema: { params: idParams } },
    async (request) => all(await playerDocumentsOf(db, request.params.id)),
  )
  app.get(
    route(scoutPlayerPaths.videoEvents),
    { config: about, ...needs('videos'), schema: { params: idParams } },
    async (request) => all(await videoEventsOf(db, request.params.id)),
  )
  app.get(
    route(scoutPlayerPaths.eventPlayers),
    { config: read, ...needs('videos'), schema: { params: idParams } },
    async (request) => ({
      data: await eventPlayersOf(db, request.params.id, true),
    }),
  )
  // The player's videos: each video their tagged moments come from, once.
  app.get(
    route(scoutPlayerPaths.videos),
    {
      config: { auth: 'scout', seesPlayer: { query: 'uid' } },
      ...needs('videos'),
      schema: { querystring: playerVideoQuery },
    },
    async (request) => {
      const events = await videoEventsOf(db, request.query.uid)
      const videos = [...new Map(events.map((e) => [e.video_id, e])).values()].map((e) => ({
        video_id: e.video_id,
        provider: e.provider,
        video_url: e.video_url,
        moments: events.filter((m) => m.video_id === e.video_id).length,
      }))
      return all(videos)
    },
  )
  // media/news: the scout news admins publish (docs/api/admin.md), newest first, with pictures.
  app.get(route(scoutPaths.news), { config: read, schema: { querystring: newsQuery } }, async (request) =>
    all(await publishedNews(db, 'scout_news', request.query.limit)),
  )
}
