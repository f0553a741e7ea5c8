import type { FastifyReply } from 'fastify'

/** One signal per answer, however many of its steps ask: each would otherwise add its own 'close' listener. */
const signals = new WeakMap<FastifyReply, AbortSignal>()

/**
 * A signal that fires when the client goes away before its answer is sent (a Cancel, a closed tab): the work
 * done for it in a worker thread is dropped or stopped (decision 0067). An answer sent in full never fires it.
 */
export function cancelledWith(reply: FastifyReply): AbortSignal {
  const known = signals.get(reply)
  if (known) return known
  const gone = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort()
  })
  signals.set(reply, gone.signal)
  return gone.signal
}
