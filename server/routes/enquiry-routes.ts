import type { FastifyInstance } from 'fastify'
import { idParams } from '../../src/api/contract/schemas/common'
import {
  adminEnquiryQuery,
  enquireBody,
  statusBody,
  statusFilter,
} from '../../src/api/contract/schemas/enquiries'
import { enquiryPaths } from '../../src/api/contract/terms/paths'
import { changeStatus, createEnquiry, getEnquiry, listEnquiries } from '../domain/enquiries/enquiries'
import type { ZodTypeProvider } from '../plugins/zod'
import { route } from './route-path'

// Enquiries for each side (docs/api/scout.md#enquiries-decision-0018, and the admin.md section of that name): the scout
// sends (`POST enquire`), reads its own and withdraws or writes back; admins search them (`GET enquire`), list one
// scout's (`GET enquire/scout/{id}`) and move them (`PUT enquire/{id}`). Both sides' changes go through the one enquiry
// chart (decision 0018).

export function enquiryRoutes(side: 'admin' | 'scout') {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db, mailer, config } = app.deps
    const auth = { auth: side } as const
    const paths = enquiryPaths(side)
    const viewer = (request: { account?: { uid: string; email: string } | null }) => ({
      uid: request.account!.uid,
      role: side,
      email: request.account!.email,
    })

    if (side === 'scout') {
      // About a player a scout may see (areas/scout/minors-gate.ts: a hidden minor is 404).
      const about = { ...auth, seesPlayer: { body: 'pid' } }
      app.post(route(paths.list), { config: about, schema: { body: enquireBody } }, async (request, reply) =>
        reply.status(201).send({ data: await createEnquiry(db, viewer(request), request.body) }),
      )
      app.get(
        route(paths.list),
        { config: auth, schema: { querystring: adminEnquiryQuery } },
        async (request) => listEnquiries(db, viewer(request), request.query),
      )
    } else {
      app.get(
        route(paths.list),
        { config: auth, schema: { querystring: adminEnquiryQuery } },
        async (request) => listEnquiries(db, viewer(request), request.query),
      )
      app.get(
        route(paths.ofScout),
        { config: auth, schema: { params: idParams, querystring: statusFilter } },
        async (request) =>
          listEnquiries(db, viewer(request), {
            page: 1,
            limit: 100,
            scoutUid: request.params.id,
            status: request.query.status,
          }),
      )
    }
    app.get(route(paths.one), { config: auth, schema: { params: idParams } }, async (request) => ({
      data: await getEnquiry(db, request.params.id, viewer(request)),
    }))
    app.put(
      route(paths.one),
      { config: auth, schema: { params: idParams, body: statusBody } },
      async (request) => ({
        data: await changeStatus(
          db,
          mailer,
          viewer(request),
          request.params.id,
          request.body,
          config.publicUrl,
        ),
      }),
    )
  }
}
