import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { consentBody } from '../../../src/api/contract/schemas/player-consent'
import {
  playerContract,
  playerListQuery,
  playerSearchQuery,
  teamPlayersBody,
  versionQuery,
} from '../../../src/api/contract/schemas/players'
import { playerPaths } from '../../../src/api/contract/terms/paths'
import { positions } from '../../../src/api/contract/terms/players'
import { recordConsent, withdrawConsent } from '../../domain/players/consent'
import { filesOfPlayer } from '../../domain/players/media'
import { listPlayers, searchPlayers, teamPlayersOf } from '../../domain/players/player-reads'
import { createPlayer, deletePlayer, getPlayer, updatePlayer } from '../../domain/players/players'
import { recruitmentOf } from '../../domain/recruitment/recruitment-read'
import { baseVersion } from '../../domain/support/versioned-update'
import { sendJsonPage } from '../../http/json-reply'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// docs/spec.md#player-calls: the profile, list with filters, search, positions and a team's players.
// Writes carry the version they were based on (body `version` or If-Match); a stale one answers 409 + current.
export async function playersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'community' as const }
  const write = { auth: 'community', idempotent: true } as const

  app.post(
    route(playerPaths.player),
    { config: write, schema: { body: playerContract.create } },
    async (request, reply) => {
      const player = await createPlayer(db, request.body)
      return reply.status(201).send({ data: player })
    },
  )

  app.get(
    route(playerPaths.player),
    { config: auth, schema: { querystring: playerListQuery } },
    async (request, reply) => sendJsonPage(reply, await listPlayers(db, request.query)),
  )

  app.get(route(playerPaths.profile), { config: auth, schema: { params: idParams } }, async (request) => ({
    data: {
      ...(await getPlayer(db, request.params.id)),
      recruitment: await recruitmentOf(db, request.params.id, null),
    },
  }))

  app.put(
    route(playerPaths.profile),
    { config: write, schema: { params: idParams, body: playerContract.update } },
    async (request) => {
      const { version, ...fields } = request.body
      const expected = baseVersion(version, request.headers['if-match'])
      return { data: await updatePlayer(db, request.params.id, fields, expected) }
    },
  )

  app.delete(
    route(playerPaths.profile),
    { config: write, schema: { params: idParams, querystring: versionQuery } },
    async (request) => {
      const expected = baseVersion(request.query.version, request.headers['if-match'])
      const files = await filesOfPlayer(db, request.params.id)
      await deletePlayer(db, request.params.id, expected)
      for (const file of files) await app.uploads.discard(file)
      return { data: { uid: request.params.id, deleted: true } }
    },
  )

  // A guardian's consent for a minor: its own calls, so the record keeps which member recorded it and when.
  app.put(
    route(playerPaths.consent),
    { config: write, schema: { params: idParams, body: consentBody } },
    async (request) => ({
      data: await recordConsent(db, request.params.id, request.body, request.account!.uid),
    }),
  )
  app.delete(
    route(playerPaths.consent),
    { config: write, schema: { params: idParams } },
    async (request) => ({
      data: await withdrawConsent(db, request.params.id, request.account!.uid),
    }),
  )

  app.get(
    route(playerPaths.search),
    { config: auth, schema: { querystring: playerSearchQuery } },
    async (request, reply) => sendJsonPage(reply, await searchPlayers(db, request.query)),
  )

  app.get(route(playerPaths.allPositions), { config: auth }, async () => ({ data: positions }))

  app.post(
    route(playerPaths.teamPlayers),
    { config: write, schema: { body: teamPlayersBody } },
    async (request) => ({
      data: await teamPlayersOf(db, request.body.team_id),
    }),
  )
}
