import type { FastifyInstance, FastifyRequest } from 'fastify'
import { seeMinorAndLog } from '../../domain/privacy/minor-reads'
import { refuseHiddenMinor } from '../../domain/privacy/minors'

// The scout area's routes about one player by uid say where the uid is (`config.seesPlayer`), and this one hook
// answers 404 before the handler when he is a minor without his guardian's consent (domain/privacy/minors.ts):
// his matches, ratings, statistics, media, card, comments and consensus stay unread, and no note, report or
// enquiry is written about him.
// tests/api/minors-consent.test.ts walks every scout route to hold each one to it. A read (GET) of a minor he
// may see is logged in the same statement (domain/privacy/minor-reads.ts): who, when, which call.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where a scout route's player uid is: a path parameter, a query or a body field (checked after validation). */
    seesPlayer?: PlayerAt
  }
}

type PlayerAt = { params: string } | { query: string } | { body: string }

const uidOf = (request: FastifyRequest, at: PlayerAt) => {
  const [from, key] =
    'params' in at
      ? [request.params, at.params]
      : 'query' in at
        ? [request.query, at.query]
        : [request.body, at.body]
  return (from as Record<string, unknown> | undefined)?.[key]
}

export function minorsGate(app: FastifyInstance) {
  const { db } = app.deps
  app.addHook('preHandler', async (request) => {
    const at = request.routeOptions.config.seesPlayer
    if (!at) return
    const uid = uidOf(request, at)
    if (typeof uid !== 'string') return
    if (request.method === 'GET')
      await seeMinorAndLog(db, uid, {
        accountUid: request.account?.uid ?? null,
        call: `GET ${request.routeOptions.url}`,
      })
    else await refuseHiddenMinor(db, uid)
  })
}
