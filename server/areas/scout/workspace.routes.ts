import type { FastifyInstance, FastifyRequest } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import {
  acceptInvitationBody,
  activityQuery,
  createWorkspaceBody,
  invitationBody,
  memberParams,
  memberRoleBody,
  shadowTeamBody,
  shadowTeamExportQuery,
} from '../../../src/api/contract/schemas/workspaces'
import { workspacePaths } from '../../../src/api/contract/terms/paths'
import { exportFileName } from '../../../src/rules/csv-table'
import { signatureOf } from '../../domain/accounts/accounts'
import { shadowRows } from '../../domain/exports/shadow-team-rows'
import { listActivity } from '../../domain/workspaces/activity'
import { acceptInvitation, invite, withdrawInvitation } from '../../domain/workspaces/invitations'
import { requireMembership } from '../../domain/workspaces/membership'
import { getShadowTeam, saveShadowTeam } from '../../domain/workspaces/shadow-team'
import { changeRole, createWorkspace, getWorkspace, removeMember } from '../../domain/workspaces/workspaces'
import { cancelledWith } from '../../http/client-gone'
import { oneBatch, sendCsv, sendPdf } from '../../http/download-reply'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A club's recruitment department — its workspace (decision 0052): made, read, joined by invitation, its members'
// roles, its shadow team (read by all, exported as CSV or PDF) and its activity. Anything of another workspace is
// a 404; a call the caller's role may not make, a 403 in words.

export async function scoutWorkspaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, mailer, config } = app.deps
  const auth = { auth: 'scout' } as const
  // Offline writes (the shadow team) replay from the outbox under their key; joining and managing members is
  // done online (an invitation's mail is written outside the request's transaction, so it is no idempotent write).
  const write = { ...auth, idempotent: true } as const
  const me = (request: FastifyRequest) => request.account!.uid

  app.post(
    route(workspacePaths.create),
    { config: auth, schema: { body: createWorkspaceBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await createWorkspace(db, me(request), request.body.name) }),
  )
  app.get(route(workspacePaths.mine), { config: auth }, async (request) => ({
    data: await getWorkspace(db, me(request)),
  }))
  app.post(
    route(workspacePaths.invitations),
    { config: auth, schema: { body: invitationBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await invite(db, mailer, config.publicUrl, me(request), request.body) }),
  )
  app.post(
    route(workspacePaths.accept),
    { config: auth, schema: { body: acceptInvitationBody } },
    async (request) => ({
      data: await acceptInvitation(db, me(request), request.body.token),
    }),
  )
  app.delete(
    route(workspacePaths.invitation),
    { config: auth, schema: { params: idParams } },
    async (request) => ({
      data: await withdrawInvitation(db, me(request), request.params.id),
    }),
  )
  app.put(
    route(workspacePaths.member, 'uid'),
    { config: auth, schema: { params: memberParams, body: memberRoleBody } },
    async (request) => ({ data: await changeRole(db, me(request), request.params.uid, request.body.role) }),
  )
  app.delete(
    route(workspacePaths.member, 'uid'),
    { config: auth, schema: { params: memberParams } },
    async (request) => ({
      data: await removeMember(db, me(request), request.params.uid),
    }),
  )

  app.get(route(workspacePaths.shadowTeam), { config: auth }, async (request) => ({
    data: await getShadowTeam(db, me(request)),
  }))
  app.put(
    route(workspacePaths.shadowTeam),
    { config: write, schema: { body: shadowTeamBody } },
    async (request) => ({
      data: await saveShadowTeam(db, me(request), request.body),
    }),
  )
  app.get(
    route(workspacePaths.shadowTeamExport),
    { config: { ...auth, longAnswer: true, download: true }, schema: { querystring: shadowTeamExportQuery } },
    async (request, reply) => {
      const [workspace, team] = await Promise.all([
        getWorkspace(db, me(request)),
        getShadowTeam(db, me(request)),
      ])
      const day = new Date()
      const name = exportFileName(`${workspace.name} shadow team`, day, request.query.format)
      if (request.query.format === 'csv')
        return sendCsv(reply, name, 'shadowTeam', oneBatch(shadowRows(team)))
      const by = signatureOf(request.account!)
      const pdf = await app.heavyWork.run(
        'shadowTeamPdf',
        { title: `${workspace.name} shadow team`, team, clubName: workspace.name, author: by, day },
        { signal: cancelledWith(reply) },
      )
      return sendPdf(reply, name, pdf)
    },
  )

  app.get(
    route(workspacePaths.activity),
    { config: auth, schema: { querystring: activityQuery } },
    async (request) => {
      const membership = await requireMembership(db, me(request))
      return { data: await listActivity(db, membership.workspaceUid, request.query) }
    },
  )
}
