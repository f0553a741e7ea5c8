import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { playerListQuery } from '../../../src/api/contract/schemas/players'
import { accessLogQuery, eraseBody, privacySettingsBody } from '../../../src/api/contract/schemas/privacy'
import { privacyPaths } from '../../../src/api/contract/terms/privacy-paths'
import { zipOf } from '../../domain/exports/zip-file'
import { listPlayers } from '../../domain/players/player-reads'
import { accountParts } from '../../domain/privacy/account-export'
import { eraseAccount } from '../../domain/privacy/erase-account'
import { erasePlayer } from '../../domain/privacy/erase-player'
import { minorReadLog } from '../../domain/privacy/minor-reads'
import { playerFiles, playerParts } from '../../domain/privacy/player-export'
import { readPrivacySettings, savePrivacySettings } from '../../domain/privacy/privacy-settings'
import { audit } from '../../domain/site-content/audit'
import { conflict } from '../../domain/support/errors'
import { sendZip } from '../../http/download-reply'
import { sendJsonPage } from '../../http/json-reply'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'
import { actorOf } from './content.routes'

// An admin's answers to a person's requests (docs/api/admin.md#personal-data-decision-0057, decision 0057): who read a minor's
// record, everything held about a player or an account as one ZIP, an erasure, and how long a deleted account's
// audit lines are kept. Each export and erasure is in the audit log, without the data itself.

const day = () => new Date().toISOString().slice(0, 10)

export async function adminPrivacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'admin' } as const
  const download = { auth: 'admin', longAnswer: true, download: true } as const
  const storage = () => app.uploads.storage

  // A request names a person, not an id: the admin finds the player by name (minors and all, his contacts too).
  app.get(
    route(privacyPaths.playerSearch),
    { config: auth, schema: { querystring: playerListQuery } },
    async (request, reply) => sendJsonPage(reply, await listPlayers(db, request.query)),
  )
  app.get(
    route(privacyPaths.adminAccessLog),
    { config: auth, schema: { params: idParams, querystring: accessLogQuery } },
    async (request) => minorReadLog(db, request.params.id, request.query),
  )
  app.get(
    route(privacyPaths.playerExport),
    { config: download, schema: { params: idParams } },
    async (request, reply) => {
      const uid = request.params.id
      const parts = await playerParts(db, uid)
      const files = await playerFiles(db, (name) => storage().read(name), uid)
      await audit(db, actorOf(request), { action: 'export', subject: 'player', subjectUid: uid })
      return sendZip(reply, `player-${uid}-${day()}.zip`, zipOf({ ...parts, ...files }))
    },
  )
  app.post(
    route(privacyPaths.playerErase),
    { config: auth, schema: { params: idParams, body: eraseBody } },
    async (request) => ({
      data: await erasePlayer(
        db,
        (name) => storage().remove(name),
        actorOf(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  )
  app.get(
    route(privacyPaths.accountExport),
    { config: download, schema: { params: idParams } },
    async (request, reply) => {
      const uid = request.params.id
      const parts = await accountParts(db, uid)
      await audit(db, actorOf(request), { action: 'export', subject: 'account', subjectUid: uid })
      return sendZip(reply, `account-${uid}-${day()}.zip`, zipOf(parts))
    },
  )
  app.post(
    route(privacyPaths.accountErase),
    { config: auth, schema: { params: idParams, body: eraseBody } },
    async (request) => {
      // An admin who erased himself would be signed out mid-answer, with no one audited as having done it.
      if (request.params.id === request.account!.uid)
        throw conflict('You cannot erase your own account. Ask another admin.', 'OWN_ACCOUNT')
      return {
        data: await eraseAccount(db, { actor: actorOf(request) }, request.params.id, request.body.reason),
      }
    },
  )
  app.get(route(privacyPaths.settings), { config: auth }, async () => ({
    data: await readPrivacySettings(db),
  }))
  app.put(
    route(privacyPaths.settings),
    { config: auth, schema: { body: privacySettingsBody } },
    async (request) => ({ data: await savePrivacySettings(db, actorOf(request), request.body) }),
  )
}
