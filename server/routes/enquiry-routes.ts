import type { FastifyInstance } from 'fastify'
import { idParams } from '../../src/api/contract/common'
import { adminEnquiryQuery, enquireBody, statusBody, statusFilter } from '../../src/api/contract/enquiries'
import { changeStatus, createEnquiry, getEnquiry, listEnquiries } from '../domain/enquiries/enquiries'
import type { ZodTypeProvider } from '../plugins/zod'

// Enquiries for each side (spec §7): the scout sends (`POST enquire`), reads its own and withdraws or writes
// back; admins search them (`GET enquire`), list one scout's (`GET enquire/scout/{id}`) and move them
// (`PUT enquire/{id}`). Both sides' changes go through the one enquiry chart (decision 0018).

export function enquiryRoutes(side: 'admin' | 'scout') {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db, mailer, config } = app.deps
    const auth = { auth: side } as const
    const viewer = (request: { account?: { uid: string; email: string } | null }) => ({
      uid: request.account!.uid,
      role: side,
      email: request.account!.email,
    })

    if (side === 'scout') {
      app.post('/enquire', { config: auth, schema: { body: enquireBody } }, async (request, reply) =>
        reply.status(201).send({ data: await createEnquiry(db, viewer(request), request.body) }),
      )
      app.get('/enquire', { config: auth, schema: { querystring: adminEnquiryQuery } }, async (request) =>
        listEnquiries(db, viewer(request), request.query),
      )
    } else {
      app.get('/enquire', { config: auth, schema: { querystring: adminEnquiryQuery } }, async (request) =>
        listEnquiries(db, viewer(request), request.query),
      )
      app.get(
        '/enquire/scout/:id',
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
    app.get('/enquire/:id', { config: auth, schema: { params: idParams } }, async (request) => ({
      data: await getEnquiry(db, request.params.id, viewer(request)),
    }))
    app.put(
      '/enquire/:id',
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
