import type { FastifyInstance } from 'fastify'
import { deleteOwnAccountBody } from '../../src/api/contract/schemas/privacy'
import { privacyPaths } from '../../src/api/contract/terms/privacy-paths'
import { verifyPassword } from '../domain/accounts/passwords'
import { zipOf } from '../domain/exports/zip-file'
import { accountParts } from '../domain/privacy/account-export'
import { eraseAccount } from '../domain/privacy/erase-account'
import { erasureNoticesOf } from '../domain/privacy/erasure-notices'
import { invalidField } from '../domain/support/errors'
import { membershipOf } from '../domain/workspaces/membership'
import { removeMember } from '../domain/workspaces/workspaces'
import { sendZip } from '../http/download-reply'
import { rateLimits } from '../plugins/rate-limit'
import { clearSessionCookie } from '../plugins/session'
import type { ZodTypeProvider } from '../plugins/zod'
import { route } from '../routes/route-path'

// A signed-in scout's or member's own data (docs/privacy.md#your-own-account): a copy of everything held about
// the account as one ZIP, and the account's deletion, confirmed with its password. Deleting keeps what the
// account gave a club (its reports and shared lists) with the club under "A former member" (erase-account.ts).

export const OWN_DELETION_REASON = 'Deleted by the account holder'

export function ownDataRoutes(role: 'scout' | 'community') {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db } = app.deps
    app.get(
      route(privacyPaths.ownExport(role)),
      { config: { auth: role, longAnswer: true, download: true } },
      async (request, reply) => {
        const parts = await accountParts(db, request.account!.uid)
        return sendZip(reply, `my-scoutline-data-${new Date().toISOString().slice(0, 10)}.zip`, zipOf(parts))
      },
    )
    if (role === 'scout')
      app.get(route(privacyPaths.erasureNotices), { config: { auth: role } }, async (request) => ({
        data: await erasureNoticesOf(db, request.account!.uid),
      }))
    app.delete(
      route(privacyPaths.ownProfile(role)),
      {
        // A member's deletion is a community write like any other (the outbox may replay it: exactly once).
        config: { auth: role, rateLimit: rateLimits.ownPassword, idempotent: role === 'community' },
        schema: { body: deleteOwnAccountBody },
      },
      async (request, reply) => {
        const account = request.account!
        if (!(await verifyPassword(account.passwordHash, request.body.password)))
          throw invalidField('password', 'That is not your password. Your account was not deleted.')
        // He leaves his club by its rules first: its last head with others still in it is asked to make another
        // head (LAST_HEAD), as when he leaves. An admin's erasure takes him out regardless.
        if (await membershipOf(db, account.uid)) await removeMember(db, account.uid, account.uid)
        await eraseAccount(db, { selfUid: account.uid }, account.uid, OWN_DELETION_REASON)
        clearSessionCookie(reply, role)
        return { data: { deleted: true } }
      },
    )
  }
}
