import type { FastifyInstance } from 'fastify'
import { idParams, pageQuery } from '../../../src/api/contract/schemas/common'
import { searchQuery } from '../../../src/api/contract/schemas/football-common'
import { playerFilterBody } from '../../../src/api/contract/schemas/scout-filter'
import {
  hotPlayersQuery,
  scoutPlayerListQuery,
  setShortlistBody,
} from '../../../src/api/contract/schemas/scout-players'
import { scoutPlayerPaths } from '../../../src/api/contract/terms/paths'
import { getAttributes } from '../../domain/players/attributes'
import { matchesPlayed } from '../../domain/players/matches-played'
import { playerStats } from '../../domain/players/stats'
import { valuesOwnerOf } from '../../domain/recruitment/club-values'
import { coverageFor } from '../../domain/scouting/filter-coverage'
import { filterPlayersJson } from '../../domain/scouting/player-filter/run'
import {
  scoutHotPlayers,
  scoutPlayerList,
  scoutPlayerProfile,
  scoutPlayerSearch,
  scoutShortlist,
} from '../../domain/scouting/scout-players'
import { setShortlisted } from '../../domain/scouting/shortlist'
import { sendJsonPage } from '../../http/json-reply'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A scout's players (docs/api/scout.md#players): list, profile, name search, and the scout's own shortlist. Shortlist
// toggles are exactly-once writes, so a toggle queued offline and replayed later applies once.

export async function scoutPlayersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const read = { auth: 'scout' } as const
  /** A read about the player whose uid is the path's `id` (areas/scout/minors-gate.ts). */
  const aboutPlayer = { auth: 'scout', seesPlayer: { params: 'id' } } as const
  const write = { auth: 'scout', idempotent: true } as const
  const me = (request: { account?: { uid: string } }) => request.account!.uid

  // The spec's path is `list`; `player` answers the same for clients written before it was spelled so.
  for (const path of [scoutPlayerPaths.list, scoutPlayerPaths.listAsBefore])
    app.get(
      route(path),
      { config: read, schema: { querystring: scoutPlayerListQuery } },
      async (request, reply) => sendJsonPage(reply, await scoutPlayerList(db, me(request), request.query)),
    )
  app.get(
    route(scoutPlayerPaths.profile),
    { config: aboutPlayer, schema: { params: idParams } },
    async (request) => ({
      data: await scoutPlayerProfile(db, me(request), request.params.id),
    }),
  )
  app.get(
    route(scoutPlayerPaths.search),
    { config: read, schema: { querystring: searchQuery } },
    async (request, reply) => sendJsonPage(reply, await scoutPlayerSearch(db, me(request), request.query)),
  )
  app.post(
    route(scoutPlayerPaths.setShortlist),
    { config: write, schema: { body: setShortlistBody } },
    async (request) => ({
      data: await setShortlisted(db, me(request), request.body.uid, request.body.is_shortlisted),
    }),
  )
  // A search, not a change: POST only because the spec says so (its body is the filter); nothing is written.
  app.post(
    route(scoutPlayerPaths.filter),
    { config: read, schema: { body: playerFilterBody } },
    async (request, reply) => sendJsonPage(reply, await filterPlayersJson(db, me(request), request.body)),
  )
  // How many players have each filtered field recorded: a separate read, so the filter's own path stays as it was.
  app.get(route(scoutPlayerPaths.filterCoverage), { config: read }, async (request) => ({
    data: await coverageFor(db, (await valuesOwnerOf(db, me(request))).ownerUid),
  }))
  app.get(
    route(scoutPlayerPaths.hotPlayers),
    { config: read, schema: { querystring: hotPlayersQuery } },
    async (request) => ({
      data: await scoutHotPlayers(db, me(request), request.query.limit),
    }),
  )
  app.get(
    route(scoutPlayerPaths.matchesPlayed),
    { config: aboutPlayer, schema: { params: idParams, querystring: pageQuery } },
    async (request) => matchesPlayed(db, request.params.id, request.query),
  )
  // Beyond the spec's list: what a scout judges a player by, the same reads as the community area's.
  app.get(
    route(scoutPlayerPaths.attributes),
    { config: aboutPlayer, schema: { params: idParams } },
    async (request) => ({
      data: await getAttributes(db, request.params.id),
    }),
  )
  app.get(
    route(scoutPlayerPaths.stats),
    { config: aboutPlayer, schema: { params: idParams } },
    async (request) => ({
      data: await playerStats(db, request.params.id),
    }),
  )
  app.get(
    route(scoutPlayerPaths.shortlisted),
    { config: read, schema: { querystring: pageQuery } },
    async (request) => scoutShortlist(db, me(request), request.query),
  )
}
