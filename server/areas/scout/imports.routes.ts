import type { FastifyInstance, FastifyRequest } from 'fastify'
import { importChangeBody } from '../../../src/api/contract/schemas/club-imports'
import { idParams } from '../../../src/api/contract/schemas/common'
import { noFields } from '../../../src/api/contract/schemas/players-media'
import { clubImportPaths } from '../../../src/api/contract/terms/paths'
import { IMPORT_MAX_BYTES } from '../../../src/api/contract/terms/recruitment'
import {
  changeImport,
  commitImport,
  importPreview,
  listImports,
  mayImport,
  startImport,
  undoImport,
} from '../../domain/recruitment/imports'
import { forgetFilterCoverage } from '../../domain/scouting/filter-coverage'
import { DomainError, invalidField, tooLarge } from '../../domain/support/errors'
import { cancelledWith } from '../../http/client-gone'
import { answerWithProgress, type Say, wantsProgress } from '../../http/progress-lines'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A club's imports of its own recruitment data (docs/api/scout.md#imports): a CSV or Excel file sent, previewed,
// corrected, written, listed and undone. The values are the club's alone (decision 0055).

/** The file of a multipart body, whole (at most IMPORT_MAX_BYTES: a sheet is read from memory). */
async function fileOf(request: FastifyRequest) {
  const refusedSize = () => tooLarge(`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it`)
  if (!request.isMultipart()) throw invalidField('file', 'Attach the CSV or Excel file in a "file" field')
  const part = await request
    .file({ limits: { fileSize: IMPORT_MAX_BYTES } })
    .catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? refusedSize() : err
    })
  if (!part) throw invalidField('file', 'Attach the CSV or Excel file')
  const bytes = await part.toBuffer().catch((err: { code?: string }) => {
    throw err.code === 'FST_REQ_FILE_TOO_LARGE'
      ? refusedSize()
      : new DomainError('invalid', 'The file was cut off: send it again')
  })
  return { name: part.filename, bytes }
}

/** The file's own bytes can be handed to the thread; a slice of Node's shared pool is copied instead. */
const ownBuffer = (bytes: Buffer) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : []

export async function scoutImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'scout' } as const
  const me = (request: FastifyRequest) => request.account!.uid

  app.get(route(clubImportPaths.list), { config: auth }, async (request) => ({
    data: await listImports(db, me(request)),
  }))
  app.post(
    route(clubImportPaths.list),
    // Reading a large workbook may take longer than an ordinary answer; one at a time per account.
    {
      config: { ...auth, multipart: noFields, longAnswer: true, sheetImport: true },
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      // Progress lines must reach the client as they are said: a compressor would hold them back.
      compress: false,
    },
    async (request, reply) => {
      await mayImport(db, me(request))
      const file = await fileOf(request)
      const gone = cancelledWith(reply)
      // The sheet is read in a worker thread (decision 0067); a Cancel while it is read stops it, and nothing is kept.
      // On PostgreSQL the thread also stores and matches its rows; the embedded database is written from here.
      const start = async (say?: Say) => {
        const watched = {
          signal: gone,
          transfer: ownBuffer(file.bytes),
          onProgress: (done: number, total: number, stage = 'reading') => say?.({ stage, done, total }),
        }
        if (app.heavyWork.readsDatabase)
          return app.heavyWork.run(
            'startImport',
            { bytes: file.bytes, accountUid: me(request), fileName: file.name },
            watched,
          )
        const { sheet, rowsJson } = await app.heavyWork.run('readSheet', { bytes: file.bytes }, watched)
        say?.({ stage: 'matching', done: 0, total: sheet.rows.length })
        return startImport(db, me(request), file.name, sheet, rowsJson)
      }
      if (wantsProgress(request)) return answerWithProgress(reply, 201, start)
      return reply.status(201).send({ data: await start() })
    },
  )
  app.get(route(clubImportPaths.one), { config: auth, schema: { params: idParams } }, async (request) => ({
    data: await importPreview(db, me(request), request.params.id),
  }))
  app.put(
    route(clubImportPaths.one),
    {
      config: { ...auth, longAnswer: true, sheetImport: true },
      schema: { params: idParams, body: importChangeBody },
    },
    async (request) => ({ data: await changeImport(db, me(request), request.params.id, request.body) }),
  )
  app.post(
    route(clubImportPaths.commit),
    { config: { ...auth, longAnswer: true, sheetImport: true }, schema: { params: idParams } },
    async (request) => {
      const data = await commitImport(db, me(request), request.params.id)
      forgetFilterCoverage(db)
      return { data }
    },
  )
  app.delete(route(clubImportPaths.one), { config: auth, schema: { params: idParams } }, async (request) => {
    const data = await undoImport(db, me(request), request.params.id)
    forgetFilterCoverage(db)
    return { data }
  })
}
