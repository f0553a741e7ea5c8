import type { FastifyInstance } from 'fastify'
import { importBody, importPaths, MAX_IMPORT_BODY_BYTES } from '../../../src/api/contract/schemas/import'
import { importFiles, isImportFormatError } from '../../domain/import/import-files'
import { forgetFilterCoverage } from '../../domain/scouting/filter-coverage'
import { DomainError } from '../../domain/support/errors'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// The community area's import button: openfootball squads/matches files or StatsBomb open-data files (a whole
// tournament's line-ups at once), sent as text; the format is told by content. Every file is checked
// before anything is written, so a malformed file is a 400 naming the file and the place, and changes nothing.
export async function importRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps

  app.post(
    route(importPaths.import),
    {
      // A whole tournament may take longer than the answer limit on a busy server.
      config: { auth: 'community', idempotent: true, longAnswer: true, sheetImport: true },
      schema: { body: importBody },
      // Room for a tournament's 64 line-ups with their matches file, JSON-escaped; more is refused with 413.
      bodyLimit: MAX_IMPORT_BODY_BYTES,
    },
    async (request) => {
      const files = request.body.files
      try {
        const data = await importFiles(db, files)
        forgetFilterCoverage(db)
        return { data }
      } catch (error) {
        if (!isImportFormatError(error)) throw error
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
