import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rateLimited } from '../domain/support/errors'
import { ExportSlots, type SlotRefusal } from '../http/export-slots'

// A route that writes a file (`config.download`: a CSV table, a PDF) takes one of the process's export slots for as
// long as its answer is under way, given back when the response closes (sent, or its connection gone). A second
// export from the same account, or one past the process's few, is 429 with Retry-After and words, before any of
// it is read (http/export-slots.ts). A route that reads a club's sheet (`config.sheetImport`: up to 50,000 rows and
// 20 MB, ~400 MB of memory while it is read and matched) takes a slot of its own kind the same way.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes a file out: one at a time per account, a few at a time per process. */
    download?: boolean
    /** The route reads a club's sheet in (an import): one at a time per account, a few per process. */
    sheetImport?: boolean
  }
}

/** Seconds a refused download is asked to wait: a table of 10,000 rows takes a few. */
const RETRY_AFTER_SECONDS = 10

const refusals: Record<'download' | 'sheetImport', Record<SlotRefusal, string>> = {
  download: {
    'account-busy':
      'You can download one file at a time, and your other download is still being prepared. Try again when it has finished.',
    'server-busy':
      'The server is preparing as many downloads as it can at once just now. Try again in a few seconds.',
  },
  sheetImport: {
    'account-busy':
      'You can import one file at a time, and your other file is still being read or written. Try again when it has finished.',
    'server-busy':
      'The server is reading as many files as it can at once just now. Try again in a few seconds.',
  },
}

export const exportLimitPlugin = fp(async (app: FastifyInstance, opts: { slots?: ExportSlots }) => {
  const kinds = { download: opts.slots ?? new ExportSlots(), sheetImport: new ExportSlots() }
  // A callback hook, after the session (request.account) and the contract: a refused query takes no slot. A
  // multipart body is read by the handler, so a refused import has not been received either.
  app.addHook('preHandler', (request, reply, done) => {
    const config = request.routeOptions.config
    const kind = config?.download ? 'download' : config?.sheetImport ? 'sheetImport' : undefined
    const account = request.account?.uid
    if (!kind || !account) return done()
    const slots = kinds[kind]
    const refusal = slots.take(account)
    if (refusal) return done(rateLimited(refusals[kind][refusal], RETRY_AFTER_SECONDS))
    reply.raw.once('close', () => slots.release(account))
    done()
  })
})
