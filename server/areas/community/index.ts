import type { FastifyInstance } from 'fastify'
import { sessionRoutes } from '../session.routes'
import { competitionsRoutes } from './competitions.routes'
import { daysRoutes } from './days.routes'
import { gamesRoutes } from './games.routes'
import { importRoutes } from './import.routes'
import { placesRoutes } from './places.routes'
import { playersRoutes } from './players.routes'
import { playersAttributesRoutes } from './players-attributes.routes'
import { playersMediaRoutes } from './players-media.routes'
import { playersStatsRoutes } from './players-stats.routes'
import { playersVideoRoutes } from './players-video.routes'

// /api/community — the football database kept by community members (spec §7 Community).
// Each resource family registers its own routes file below.
export async function communityArea(app: FastifyInstance) {
  await app.register(sessionRoutes('community', { logoutAll: true }))
  // Football database families (generic CRUD + list + search).
  await app.register(placesRoutes)
  await app.register(competitionsRoutes)
  await app.register(daysRoutes)
  await app.register(gamesRoutes)
  await app.register(playersRoutes)
  await app.register(playersAttributesRoutes)
  await app.register(playersMediaRoutes)
  await app.register(playersVideoRoutes)
  await app.register(playersStatsRoutes)
  // openfootball squads/matches import (the import button).
  await app.register(importRoutes)
}
