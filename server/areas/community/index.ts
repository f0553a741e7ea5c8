import type { FastifyInstance } from 'fastify'
import { footballFamilies } from '../../domain/football/football-families'
import { familyTableRoutes } from '../../routes/family-routes'
import { gamesRoutes } from '../../routes/game-routes'
import { ownDataRoutes } from '../own-data.routes'
import { sessionRoutes } from '../session.routes'
import { historyRoutes } from './history.routes'
import { importRoutes } from './import.routes'
import { playersRoutes } from './players.routes'
import { playersAttributesRoutes } from './players-attributes.routes'
import { playersMediaRoutes } from './players-media.routes'
import { playersStatsRoutes } from './players-stats.routes'
import { playersVideoRoutes } from './players-video.routes'
import { communityPrivacyRoutes } from './privacy.routes'

// /api/community — the football database kept by community members (docs/api/community-football.md).
// Members keep the football families read-write: the family engine serves them (server/routes/).
export async function communityArea(app: FastifyInstance) {
  await app.register(sessionRoutes('community', { logoutAll: true }))
  await app.register(familyTableRoutes(footballFamilies, { auth: 'community', access: 'read-write' }))
  await app.register(gamesRoutes({ auth: 'community', access: 'read-write' }))
  await app.register(playersRoutes)
  await app.register(playersAttributesRoutes)
  await app.register(playersMediaRoutes)
  await app.register(playersVideoRoutes)
  await app.register(playersStatsRoutes)
  // openfootball squads/matches import (the import button).
  await app.register(importRoutes)
  await app.register(historyRoutes)
  await app.register(communityPrivacyRoutes)
  await app.register(ownDataRoutes('community'))
}
