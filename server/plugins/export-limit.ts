import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rateLimited } from '../domain/support/errors'
import { ExportSlots, type SlotRefusal } from '../http/export-slots'

// A route that writes a file (`config.download`: a CSV table, a PDF) takes one of the process's export slots for as
// long as its answer is under way, given back when the response closes (sent, or its connection gone). A second
// export from the same account, or one past the process's few, is 429 with Retry-After and words, before any of
// it is read (http/export-slots.ts).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes a file out: one at a time per account, a few at a time per process. */
    download?: boolean
  }
}

/** Seconds a refused download is asked to wait: a table of 10,000 rows takes a few. */
const RETRY_AFTER_SECONDS = 10

const refusals: Record<SlotRefusal, string> = {
  'account-busy':
    'You can download one file at a time, and your other download is still being prepared. Try again when it has finished.',
  'server-busy':
    'The server is preparing as many downloads as it can at once just now. Try again in a few seconds.',
}

export const exportLimitPlugin = fp(async (app: FastifyInstance, opts: { slots?: ExportSlots }) => {
  const slots = opts.slots ?? new ExportSlots()
  // A callback hook, after the session (request.account) and the contract: a refused query takes no slot.
  app.addHook('preHandler', (request, reply, done) => {
    if (!request.routeOptions.config?.download) return done()
    const account = request.account?.uid
    if (!account) return done()
    const refusal = slots.take(account)
    if (refusal) return done(rateLimited(refusals[refusal], RETRY_AFTER_SECONDS))
    reply.raw.once('close', () => slots.release(account))
    done()
  })
})
