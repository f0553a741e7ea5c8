import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { vimeoTokenPath } from '../../src/api/contract/terms/paths'
import type { Role } from '../../src/api/contract/terms/roles'
import { videoAdapter } from '../adapters/video'
import type { ZodTypeProvider } from '../plugins/zod'
import { route } from './route-path'

// GET media/vimeo_token for an area (community and admin, docs/spec.md#7-calls): without `size`, whether Vimeo is
// configured (200 either way: "not configured" is an answer, not a failure, so a screen asking before it
// offers Vimeo logs no error); with `size`, a one-off upload link (404 with a message when VIMEO_TOKEN is unset).

const ticketQuery = z.object({
  /** The size in bytes of the video about to be uploaded (Vimeo's tus upload needs it). */
  size: z.coerce
    .number({ message: 'size is the video size in bytes' })
    .int()
    .min(1)
    .max(256 * 1024 ** 3)
    .optional(),
})

export function vimeoTokenRoute(auth: Role) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const video = videoAdapter(app.deps.config.vimeoToken)
    app.get(
      route(vimeoTokenPath(auth)),
      { config: { auth }, schema: { querystring: ticketQuery } },
      async (request) => {
        const { size } = request.query
        if (size === undefined) return { data: { provider: 'vimeo', configured: video.vimeoConfigured } }
        return { data: await video.vimeoUploadTicket(size) }
      },
    )
  }
}
