import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/common'
import { playerStats } from '../../domain/players/stats'
import type { ZodTypeProvider } from '../../plugins/zod'

// GET player_stats/{id}: matches, minutes, goals, assists, cards and MOTM per season and per competition,
// derived from the game sheets (see docs/decisions/0003-player-statistics.md).
export async function playersStatsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  app.get(
    '/player_stats/:id',
    { config: { auth: 'community' }, schema: { params: idParams } },
    async (request) => ({
      data: await playerStats(db, request.params.id),
    }),
  )
}
