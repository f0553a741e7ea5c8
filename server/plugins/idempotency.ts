import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError, invalidInput } from '../domain/support/errors'
import { actAs, claimKey, storeAnswer } from '../domain/support/idempotency-keys'
import { hashRequest, KEY_SHAPE } from './idempotency-request'
import { type Held, holdTransaction, runInTransaction, transactionAware } from './idempotency-transaction'

// Exactly-once community writes (docs/decisions/0002-offline-outbox.md). A write carrying `Idempotency-Key`
// runs inside ONE transaction that also records the key and, just before commit, the response: the key row
// exists if and only if the write does, even when the client never saw the answer or the process died right
// after COMMIT. A repeat finds the row and gets the stored answer; a concurrent duplicate waits on the
// uncommitted row (PostgreSQL) or the single connection (PGlite) and then finds it. Only 2xx answers commit:
// an error leaves neither the write nor the key behind, so the client may fix and resend under the same key.
//
// Handlers need not know: this plugin turns `app.deps.db` into a view that resolves to the request's
// transaction while its handler runs (AsyncLocalStorage), so `db.transaction()` in domain code becomes a
// savepoint inside it. Register it after the session plugin and before the areas (routes capture deps.db).
// Upload routes (`config.upload`) receive their file first and only then open the transaction.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that honours `Idempotency-Key` (exactly once, decision 0002). Set on the route, like `auth`. */
    idempotent?: boolean
  }
  interface FastifyRequest {
    /** The write's transaction; `key` when the client sent Idempotency-Key (then the answer is stored). */
    idempotent?: Held & { accountUid: string; key?: string }
  }
}

export interface IdempotencyOptions {
  /** How long a key is remembered. Long enough for a tablet left offline for weeks after a cut-off. */
  ttlDays?: number
  /** A handler still running after this long is rolled back, so a stuck one cannot hold the database. */
  maxHoldMs?: number
}

const HEADER = 'idempotency-key'

export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: IdempotencyOptions) => {
  const ttlDays = opts.ttlDays ?? 30
  const maxHoldMs = opts.maxHoldMs ?? 120_000
  const base = app.deps.db
  app.deps.db = transactionAware(base)

  app.addHook('onRoute', (route) => {
    // A route flag, like `auth`: the route says it is an exactly-once write (decision 0011).
    if (route.config?.idempotent !== true) return
    // The commit and the clean-up hang on these routes only: every other request skips two async hooks. First in
    // line, as app-wide hooks were: the answer is stored before compression turns it into a stream.
    route.onSend = [commitOnSend, ...hookList(route.onSend)]
    route.onResponse = [abandonOnResponse, ...hookList(route.onResponse)]
    const handler = route.handler as RouteHandlerMethod
    route.handler = async function idempotentHandler(request, reply) {
      const header = request.headers[HEADER]
      const accountUid = request.account?.uid
      if (!accountUid) return handler.call(this, request, reply)
      // Every community write runs in one transaction that knows its member (the history triggers of
      // migration 0014 record who changed what); with Idempotency-Key it also records the answer.
      const key = header === undefined ? undefined : Array.isArray(header) ? header[0] : header
      if (header !== undefined && (!key || !KEY_SHAPE.test(key)))
        throw invalidInput(
          [{ path: 'Idempotency-Key', message: 'Use 1 to 255 visible ASCII characters' }],
          'Idempotency-Key must be 1 to 255 visible ASCII characters',
        )
      // An upload's file is received and stored BEFORE the transaction opens: reading it lasts as long as the
      // client takes to send it, which must not hold the database. It is part of the fingerprint, and is
      // deleted again unless the write commits (a replay keeps the first request's file only).
      if (route.config?.upload) await app.uploads.receive(request)
      let held: Held | undefined
      let replay: { status: number; body: string | null } | undefined
      try {
        held = await holdTransaction(base)
        await actAs(held.tx, accountUid)
        replay = key
          ? await claimKey(held.tx, {
              accountUid,
              key,
              requestHash: hashRequest(request),
              method: request.method,
              path: request.url,
              ttlDays,
            })
          : undefined
      } catch (err) {
        await held?.finish(false)
        await discardReceived(request)
        throw err
      }
      if (replay) {
        await held.finish(false)
        await discardReceived(request)
        return sendStored(reply, replay)
      }
      request.idempotent = { ...held, accountUid, key }
      held.watchdog = setTimeout(() => settle(request, false).catch(() => {}), maxHoldMs).unref()
      const state = request.idempotent
      state.running = true
      try {
        return await runInTransaction(held.tx, () => handler.call(this, request, reply))
      } finally {
        state.running = false
        if (state.rollBackWhenDone) await abandon(request)
      }
    }
  })

  async function commitOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const held = request.idempotent
    if (!held) return payload
    if (reply.statusCode < 200 || reply.statusCode >= 300) {
      await abandonOnceDone(request)
      return payload
    }
    let committed = false
    try {
      if (!held.result && held.key)
        await storeAnswer(
          held.tx,
          { accountUid: held.accountUid, key: held.key },
          reply.statusCode,
          typeof payload === 'string' ? payload : null,
        )
      committed = await settle(request, true)
    } catch (err) {
      request.log.error({ err }, 'idempotent write not committed')
    }
    if (committed) return payload
    await abandon(request)
    // Nothing was kept (commit failed, or the watchdog rolled back a handler that ran too long): never answer
    // 2xx for it. The client's retry under the same key applies the write once.
    reply.code(503).header('retry-after', '1').type('application/json; charset=utf-8')
    return JSON.stringify({
      message: 'The change could not be saved, try again shortly',
      code: 'UNAVAILABLE',
    })
  }

  async function abandonOnResponse(request: FastifyRequest) {
    // Expired keys are deleted by the hourly sweep (plugins/housekeeping.ts).
    if (request.idempotent) await abandonOnceDone(request)
  }
})

const hookList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]

/** Ends the request's transaction; only the first decision counts. Resolves true when it committed. */
function settle(request: FastifyRequest, commit: boolean): Promise<boolean> {
  const held = request.idempotent
  if (!held) return Promise.resolve(false)
  if (!held.result) {
    clearTimeout(held.watchdog)
    held.result = held.finish(commit)
  }
  return held.result
}

/** Rolls back now, or (the handler still running: an answer sent by the answer limit) once the handler returns. */
async function abandonOnceDone(request: FastifyRequest) {
  if (request.idempotent?.running) request.idempotent.rollBackWhenDone = true
  else await abandon(request)
}

/** Rolls back unless already committed; then a received upload has no row, so its file goes too. A failed
 * COMMIT leaves it (the row may exist): the uploads sweep removes it later if not. */
async function abandon(request: FastifyRequest) {
  const committed = await settle(request, false).catch(() => undefined)
  if (committed === false) await discardReceived(request)
}

async function discardReceived(request: FastifyRequest) {
  if (!request.received) return
  await request.server.uploads
    .discard(request.received.file)
    .catch((err: unknown) => request.log.warn({ err }, 'could not remove an unsaved upload'))
}

function sendStored(reply: FastifyReply, stored: { status: number; body: string | null }) {
  reply.code(stored.status).header('idempotent-replayed', 'true')
  if (stored.body === null) return reply.send()
  return reply.type('application/json; charset=utf-8').send(stored.body)
}
