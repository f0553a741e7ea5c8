import type { FastifyInstance } from 'fastify'
import { idParams } from '../../src/api/contract/schemas/common'
import { searchQuery, versionBody } from '../../src/api/contract/schemas/football-common'
import {
  type GameKind,
  gameCreate,
  gameListQuery,
  gameUpdate,
} from '../../src/api/contract/schemas/football-games'
import { footballFamilies, footballPaths } from '../../src/api/contract/terms/football-paths'
import { listRecords } from '../domain/football/family-read'
import { deleteGame, updateGame } from '../domain/games/game-update'
import { createGame } from '../domain/games/game-write'
import { gameFamily, getGame } from '../domain/games/games'
import { baseVersion } from '../domain/support/versioned-update'
import type { ZodTypeProvider } from '../plugins/zod'
import type { Grant } from './family-routes'
import { route } from './route-path'

// game, national_game, league_game, team_game and more-matches: one game model and sheet, five families,
// served to an area with the access it grants (like family-routes.ts). A game is more than its row, so these
// compose the engine's reader (listRecords) with the game's own read (its sheet) and writes. Each family creates
// games of its kind and lists/searches only those; `/game` lists every kind (filter with `kind`). By id, any
// family's path reads, updates or deletes the game (a game is a game).

const families: [string, GameKind][] = [
  [footballFamilies.game.path, 'game'],
  [footballFamilies.nationalGame.path, 'national_game'],
  [footballFamilies.leagueGame.path, 'league_game'],
  [footballFamilies.teamGame.path, 'team_game'],
  [footballFamilies.moreMatches.path, 'more_matches'],
]

export function gamesRoutes(grant: Grant) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db } = app.deps
    const read = { auth: grant.auth } as const
    const write = { auth: grant.auth, idempotent: true } as const
    for (const [path, kind] of families) {
      const paths = footballPaths(path, grant.auth)
      const scope = (query: Record<string, unknown>) => (kind === 'game' ? query : { ...query, kind })
      app.get(route(paths.list), { config: read, schema: { querystring: gameListQuery } }, async (request) =>
        listRecords(db, gameFamily, scope(request.query) as typeof request.query),
      )
      app.get(route(paths.search), { config: read, schema: { querystring: searchQuery } }, async (request) =>
        listRecords(db, gameFamily, scope(request.query) as typeof request.query),
      )
      app.get(route(paths.one), { config: read, schema: { params: idParams } }, async (request) => ({
        data: await getGame(db, request.params.id, grant.auth === 'scout'),
      }))
      if (grant.access === 'read') continue
      app.post(route(paths.create), { config: write, schema: { body: gameCreate } }, async (request, reply) =>
        reply.status(201).send({ data: await createGame(db, kind, request.body) }),
      )
      app.put(
        route(paths.one),
        { config: write, schema: { params: idParams, body: gameUpdate } },
        async (request) => {
          const expected = baseVersion(request.body.version, request.headers['if-match'])
          return { data: await updateGame(db, request.params.id, request.body, expected) }
        },
      )
      app.delete(
        route(paths.one),
        { config: write, schema: { params: idParams, body: versionBody.nullish() } },
        async (request) => {
          await deleteGame(
            db,
            request.params.id,
            baseVersion(request.body?.version, request.headers['if-match']),
          )
          return { data: { uid: request.params.id, deleted: true } }
        },
      )
    }
  }
}
