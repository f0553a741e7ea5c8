import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// How long the server may take to answer a request once it has it (a database that hangs instead of refusing):
// past it the request is answered 503 + Retry-After by the error handler (errors.ts), and an answer already under
// way is cut off. Routes that stream a body in (`config.multipart`) or whose answer may rightly take longer
// (`config.longAnswer`) get `long`. An idempotent write's transaction is not ended under its running handler:
// plugins/idempotency.ts rolls it back once the handler returns.
//
// Our own rather than Fastify's `handlerTimeout`: Fastify 5.12 ends that timer on the raw request's 'close', which
// Node emits as soon as a request's body has been read — so a request with a body (a sign-in, a saved sheet, a
// scout's filter) was never bounded at all, and each one built an AbortError it did not need (fastify/fastify
// #6725, open). The response's 'close' comes once, when it is sent or its connection is gone.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An answer that may rightly take longer than the answer limit — a file streamed out (a CSV of 100,000 rows,
     * a list's PDF, a video over a stadium's link), a whole tournament imported: the transfer window instead. */
    longAnswer?: boolean
  }
}

/** The error the handler answers as 503 (errors.ts). */
export class AnswerTooSlow extends Error {
  readonly code = 'ANSWER_TOO_SLOW'
  constructor(readonly ms: number) {
    super(`No answer within ${ms} ms`)
  }
}

export const answerTimeLimitPlugin = fp(
  async (app: FastifyInstance, limits: { ms: number; long: number }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const { config } = request.routeOptions
      const ms = config?.multipart || config?.longAnswer ? limits.long : limits.ms
      const timer = setTimeout(() => {
        if (reply.raw.headersSent) reply.raw.destroy(new AnswerTooSlow(ms))
        else if (!reply.sent) reply.send(new AnswerTooSlow(ms))
      }, ms)
      reply.raw.once('close', () => clearTimeout(timer))
      done()
    })
  },
)
