import type { FastifyInstance } from 'fastify'
import { footballResources } from '../../domain/resources/football-resources'
import { gamesRoutes } from '../../http/game-routes'
import { resourceTableRoutes } from '../../http/resource-routes'
import { sessionRoutes } from '../session.routes'
import { historyRoutes } from './history.routes'
import { importRoutes } from './import.routes'
import { playersRoutes } from './players.routes'
import { playersAttributesRoutes } from './players-attributes.routes'
import { playersMediaRoutes } from './players-media.routes'
import { playersStatsRoutes } from './players-stats.routes'
import { playersVideoRoutes } from './players-video.routes'

// /api/community — the football database kept by community members (spec §7 Community).
// Members keep the football families read-write: the resource engine serves them (server/http/).
export async function communityArea(app: FastifyInstance) {
  await app.register(sessionRoutes('community', { logoutAll: true }))
  await app.register(resourceTableRoutes(footballResources, { auth: 'community', access: 'read-write' }))
  await app.register(gamesRoutes({ auth: 'community', access: 'read-write' }))
  await app.register(playersRoutes)
  await app.register(playersAttributesRoutes)
  await app.register(playersMediaRoutes)
  await app.register(playersVideoRoutes)
  await app.register(playersStatsRoutes)
  // openfootball squads/matches import (the import button).
  await app.register(importRoutes)
  await app.register(historyRoutes)
}
