import { LogController } from 'fastify'

// One log line per request, written when it is answered: what the request was (method, URL without secrets —
// app.ts's `req` serializer) and how it went (status, time; an error at error level). The CPU profile showed
// Fastify's default two lines at ~3.5 % of a request, half of it the arrival line, which says nothing the
// answered line does not. The arrival line is kept at debug level, to follow a request that never finishes.

export class RequestLog extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]) {
    if (this.isLogDisabled(request)) return
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    if (this.isLogDisabled(request)) return
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      )
    // A server-side failure answered on purpose (503 while the database is gone) is an error line too: a route
    // that logs only warnings and worse (the health check) still reports it.
    else
      reply.log[reply.statusCode >= 500 ? 'error' : 'info'](
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      )
  }
}
