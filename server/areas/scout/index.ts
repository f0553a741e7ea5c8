import type { FastifyInstance } from 'fastify'
import { footballFamilies } from '../../domain/football/football-families'
import { enquiryRoutes } from '../../routes/enquiry-routes'
import { familyTableRoutes } from '../../routes/family-routes'
import { gamesRoutes } from '../../routes/game-routes'
import { ownDataRoutes } from '../own-data.routes'
import { sessionRoutes } from '../session.routes'
import { scoutAccountRoutes } from './account.routes'
import { scoutAssignmentRoutes } from './assignments.routes'
import { scoutCalendarRoutes } from './calendar.routes'
import { scoutExportRoutes } from './exports.routes'
import { scoutImportRoutes } from './imports.routes'
import { scoutInboxRoutes } from './inbox.routes'
import { scoutListRoutes } from './lists.routes'
import { scoutMediaRoutes } from './media.routes'
import { minorsGate } from './minors-gate'
import { scoutNotesRoutes } from './notes.routes'
import { scoutPaymentsRoutes } from './payments.routes'
import { scoutPlayersRoutes } from './players.routes'
import { scoutReportRoutes } from './reports.routes'
import { scoutSavedSearchRoutes } from './saved-searches.routes'
import { scoutShareLinkRoutes } from './share-links.routes'
import { scoutWorkspaceRoutes } from './workspace.routes'
import { scoutWorkspacePlayerRoutes } from './workspace-player.routes'

// /api/scout — browsing, shortlists, enquiries, notes and payments for scouts (docs/api/scout.md).
export async function scoutArea(app: FastifyInstance) {
  // First: its hook covers every route registered below that names a player (minors-gate.ts).
  minorsGate(app)
  await app.register(sessionRoutes('scout', { logoutAll: true }))
  await app.register(scoutAccountRoutes)
  await app.register(ownDataRoutes('scout'))
  await app.register(scoutPlayersRoutes)
  await app.register(scoutMediaRoutes)
  await app.register(enquiryRoutes('scout'))
  await app.register(scoutNotesRoutes)
  await app.register(scoutReportRoutes)
  await app.register(scoutListRoutes)
  await app.register(scoutExportRoutes)
  await app.register(scoutShareLinkRoutes)
  await app.register(scoutPaymentsRoutes)
  await app.register(scoutWorkspaceRoutes)
  await app.register(scoutWorkspacePlayerRoutes)
  await app.register(scoutAssignmentRoutes)
  await app.register(scoutCalendarRoutes)
  await app.register(scoutSavedSearchRoutes)
  await app.register(scoutImportRoutes)
  await app.register(scoutInboxRoutes)
  // Scouts browse the football database read-only (docs/api/scout.md#browsing-read-only): no write route exists under
  // /api/scout.
  await app.register(familyTableRoutes(footballFamilies, { auth: 'scout', access: 'read' }))
  await app.register(gamesRoutes({ auth: 'scout', access: 'read' }))
}
