import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

// SIGTERM without dropping a request. Closing the listening socket at once resets the connections the kernel
// had already accepted but Node had not yet picked up (a deploy under load lost 21 of 250 that way). So on a
// signal the server first DRAINS: it keeps accepting, answers everything with `Connection: close` (health says
// 503 "draining", so a load balancer stops sending), and only when no new connection has arrived for a quiet
// moment (or a deadline passes) does it close: stop listening, finish in-flight requests, run onClose hooks.
// Closing is bounded too: a connection whose answer ends while closing is closed at once (not kept alive 72 s for
// a next request that will never come), and an answer still under way after a grace (a long download, a stalled
// upload) is cut, so SIGTERM ends the process within deadline + grace (decision 0061).

export interface DrainOptions {
  /** Close once no connection has arrived for this long. */
  quietMs?: number
  /** Close after this long whatever arrives. */
  deadlineMs?: number
  /** Once closing, answers still under way get this long to finish, then their connections are cut. */
  graceMs?: number
}

/** How often, while closing, connections whose answers have ended are looked for and closed. */
const IDLE_SWEEP_MS = 50

declare module 'fastify' {
  interface FastifyInstance {
    draining: boolean
  }
}

/** Call before listen: adds the draining behaviour; answers the function a signal handler calls. */
export function gracefulShutdown(
  app: FastifyInstance,
  { quietMs = 250, deadlineMs = 5000, graceMs = 15_000 }: DrainOptions = {},
) {
  app.decorate('draining', false)
  let lastConnection = 0
  // Connections accepted whose first request has not arrived yet: closing now would reset them (Node closes
  // "idle" connections on close, and a connection that has not sent its request yet looks idle).
  const waitingForRequest = new Set<Socket>()
  app.server.on('connection', (socket: Socket) => {
    lastConnection = Date.now()
    waitingForRequest.add(socket)
    socket.once('close', () => waitingForRequest.delete(socket))
  })
  app.server.on('request', (request: IncomingMessage) => waitingForRequest.delete(request.socket))
  // A callback hook: an async one costs a promise and a microtask on every request, draining or not.
  app.addHook('onRequest', (request, reply, done) => {
    if (!app.draining) return done()
    reply.header('connection', 'close')
    if (request.url !== '/api/health') return done()
    reply
      .status(503)
      .header('retry-after', '5')
      .send({ data: { status: 'draining' }, message: 'Shutting down' })
  })
  return async function drainAndClose() {
    app.draining = true
    const started = Date.now()
    lastConnection = Math.max(lastConnection, started)
    const settled = () => Date.now() - lastConnection >= quietMs && waitingForRequest.size === 0
    while (!settled() && Date.now() - started < deadlineMs) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      // After the poll phase: connections waiting in the kernel's queue have been accepted by now.
      await new Promise((resolve) => setImmediate(resolve))
    }
    // Only once the server stopped listening: before that an idle connection may be one whose first request
    // is still on its way (see waitingForRequest).
    const idleSweep = setInterval(() => {
      if (!app.server.listening) app.server.closeIdleConnections()
    }, IDLE_SWEEP_MS)
    const cutOff = setTimeout(() => {
      app.log.warn({ graceMs }, 'shutting down: cutting the answers still under way')
      app.server.closeAllConnections()
    }, graceMs)
    try {
      await app.close()
    } finally {
      clearInterval(idleSweep)
      clearTimeout(cutOff)
    }
  }
}
