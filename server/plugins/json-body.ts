import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError } from '../domain/support/errors'
import { MAX_NESTING, nestsDeeperThan } from '../http/json-depth'

// JSON bodies are parsed by Fastify's own parser (prototype keys refused), after one look at how deep the text
// nests: past MAX_NESTING the body is refused (400) before it is parsed or walked (http/json-depth.ts).

export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(String(body)))
      return done(
        new DomainError(
          'invalid',
          `The request nests lists or objects more than ${MAX_NESTING} levels deep; no form sends that`,
          'TOO_DEEP',
        ),
        undefined,
      )
    return parse(request, body as string, done)
  })
})
