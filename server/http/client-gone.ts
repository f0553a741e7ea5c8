import type { FastifyReply } from 'fastify'

/**
 * A signal that fires when the client goes away before its answer is sent (a Cancel, a closed tab): the work
 * done for it in a worker thread is dropped or stopped (decision 0067). An answer sent in full never fires it.
 */
export function cancelledWith(reply: FastifyReply): AbortSignal {
  const gone = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort()
  })
  return gone.signal
}
