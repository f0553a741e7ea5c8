import type { FastifyInstance, FastifyRequest } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { commentBody, memberParams } from '../../../src/api/contract/schemas/workspaces'
import { workspacePaths } from '../../../src/api/contract/terms/paths'
import { playerConsensus } from '../../domain/scouting/reports/consensus'
import { addComment, deleteComment, listComments } from '../../domain/workspaces/comments'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A player as a club's workspace sees him: the consensus of its scouts' reports (blind-first, decision 0052) and
// its comment thread on him. Comments written offline come from the outbox, applied once by their key.

export async function scoutWorkspacePlayerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'scout' } as const
  const write = { ...auth, idempotent: true } as const
  /** The player is the path's `uid` (areas/scout/minors-gate.ts). */
  const aboutPlayer = { ...auth, seesPlayer: { params: 'uid' } } as const
  const me = (request: FastifyRequest) => request.account!.uid

  app.get(
    route(workspacePaths.consensus, 'uid'),
    { config: aboutPlayer, schema: { params: memberParams } },
    async (request) => ({
      data: await playerConsensus(db, me(request), request.params.uid),
    }),
  )
  app.get(
    route(workspacePaths.comments, 'uid'),
    { config: aboutPlayer, schema: { params: memberParams } },
    async (request) => ({
      data: await listComments(db, me(request), request.params.uid),
    }),
  )
  app.post(
    route(workspacePaths.comments, 'uid'),
    {
      config: { ...write, seesPlayer: { params: 'uid' } },
      schema: { params: memberParams, body: commentBody },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addComment(db, me(request), request.params.uid, request.body) }),
  )
  app.delete(
    route(workspacePaths.comment),
    { config: write, schema: { params: idParams } },
    async (request) => ({
      data: await deleteComment(db, me(request), request.params.id),
    }),
  )
}
