import type { FastifyInstance } from 'fastify'
import { importBody, importPaths, MAX_IMPORT_FILE_CHARS } from '../../../src/api/contract/import'
import { importOpenfootball } from '../../domain/import/import-openfootball'
import { OpenfootballFormatError } from '../../domain/import/openfootball-format'
import { DomainError } from '../../domain/support/errors'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// The community area's import button: openfootball squads/matches files, sent as text. Every file is checked
// before anything is written, so a malformed file is a 400 naming the file and the place, and changes nothing.
export async function importRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps

  app.post(
    route(importPaths.import),
    {
      config: { auth: 'community', idempotent: true },
      schema: { body: importBody },
      // Room for a squads and a matches file of the largest size, JSON-escaped; more is refused with 413.
      bodyLimit: 3 * MAX_IMPORT_FILE_CHARS,
    },
    async (request) => {
      const files = request.body.files
      try {
        return { data: await importOpenfootball(db, files) }
      } catch (error) {
        if (!(error instanceof OpenfootballFormatError)) throw error
        const index = files.findIndex((f) => f.name === error.fileName)
        throw new DomainError('invalid', error.message, 'INVALID_FILE', {
          issues: error.issues.map((issue) => ({
            path: `files.${index}.content${issue.path ? `.${issue.path}` : ''}`,
            message: issue.message,
          })),
        })
      }
    },
  )
}
