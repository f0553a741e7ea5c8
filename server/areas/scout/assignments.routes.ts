import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  assignmentBody,
  assignmentChangeBody,
  assignmentsQuery,
} from '../../../src/api/contract/schemas/assignments'
import { idParams } from '../../../src/api/contract/schemas/common'
import { assignmentPaths } from '../../../src/api/contract/terms/paths'
import { assignmentDetail, listAssignments } from '../../domain/assignments/assignment-reads'
import { changeAssignment, createAssignment, deleteAssignment } from '../../domain/assignments/assignments'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// Assignments (decision 0053): a head gives, changes and removes them; the scout answers his. Each write mails
// the scout through the outbox, outside the request's transaction, so none is an idempotent write: they are made
// online (a report written offline closes its assignment through the reports' own idempotent route).

export async function scoutAssignmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, mailer, config } = app.deps
  const auth = { auth: 'scout' } as const
  const mail = { mailer, publicUrl: config.publicUrl }
  const me = (request: FastifyRequest) => request.account!.uid

  app.get(
    route(assignmentPaths.list),
    { config: auth, schema: { querystring: assignmentsQuery } },
    async (request) => ({ data: await listAssignments(db, me(request), request.query) }),
  )
  app.get(route(assignmentPaths.one), { config: auth, schema: { params: idParams } }, async (request) => ({
    data: await assignmentDetail(db, me(request), request.params.id),
  }))
  app.post(
    route(assignmentPaths.list),
    { config: auth, schema: { body: assignmentBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await createAssignment(db, mail, me(request), request.body) }),
  )
  app.put(
    route(assignmentPaths.one),
    { config: auth, schema: { params: idParams, body: assignmentChangeBody } },
    async (request) => ({
      data: await changeAssignment(db, mail, me(request), request.params.id, request.body),
    }),
  )
  app.delete(route(assignmentPaths.one), { config: auth, schema: { params: idParams } }, async (request) => ({
    data: await deleteAssignment(db, mail, me(request), request.params.id),
  }))
}
