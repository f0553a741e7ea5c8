import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { statsPaths } from '../../../src/api/contract/terms/player-stats'
import { playerStats } from '../../domain/players/stats'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// GET player_stats/{id}: matches, minutes, goals, assists, cards and MOTM per season and per competition,
// derived from the game sheets (see docs/decisions/0003-player-statistics.md).
export async function playersStatsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  app.get(
    route(statsPaths.playerStats),
    { config: { auth: 'community' }, schema: { params: idParams } },
    async (request) => ({
      data: await playerStats(db, request.params.id),
    }),
  )
}
