import type { FastifyInstance } from 'fastify'
import { healthPath } from '../../../src/api/contract/terms/paths'
import { databaseProbe } from '../../domain/health/health'
import { DomainError } from '../../domain/support/errors'
import { route } from '../../routes/route-path'
import { apiDocsRoutes } from './api-docs.routes'
import { calendarFeedRoutes } from './calendar-feed.routes'
import { publicContactRoutes } from './contact.routes'
import { fileRoutes } from './files.routes'
import { forgetPasswordRoutes } from './forget-password.routes'
import { paymentsWebhookRoutes } from './payments-webhook.routes'
import { publicShareLinkRoutes } from './share-links.routes'
import { publicSiteRoutes } from './site.routes'
import { unsubscribeRoutes } from './unsubscribe.routes'

// /api — what needs no session: health for load balancers and monitors, the public site's content, the payment
// provider's webhook, shared links' views, the stored files and
// the API reference.
export async function publicArea(app: FastifyInstance) {
  await app.register(publicSiteRoutes)
  await app.register(paymentsWebhookRoutes)
  await app.register(forgetPasswordRoutes)
  await app.register(publicContactRoutes)
  await app.register(publicShareLinkRoutes)
  await app.register(calendarFeedRoutes) // a scout's assignments, for calendar apps
  await app.register(unsubscribeRoutes) // an alert mail's link that stops one kind's mail
  await app.register(fileRoutes) // every stored file, by its unguessable name
  await app.register(apiDocsRoutes) // the API reference, outside production
  const databaseReachable = databaseProbe(app.deps.db)
  // Monitors and load balancers ask every few seconds: a healthy answer writes no log line (a line per probe
  // buried the requests that matter and was ~8 % of the route's CPU); an unhealthy one is logged as an error.
  app.get(route(healthPath), { config: { auth: 'public' }, logLevel: 'warn' }, async () => {
    if (!(await databaseReachable()))
      throw new DomainError(
        'unavailable',
        'Database unreachable',
        'UNAVAILABLE',
        { data: { status: 'degraded', database: 'down' } },
        5,
      )
    return { data: { status: 'ok', database: 'up', engine: app.deps.database.kind } }
  })
}
