import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { contactBody, noteBody, notesQuery } from '../../../src/api/contract/schemas/scout-notes'
import { scoutPaths } from '../../../src/api/contract/terms/paths'
import { addNote, contactProvider, deleteNote, listNotes } from '../../domain/scouting/notes'
import { rateLimits } from '../../plugins/rate-limit'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// The scout's notes (docs/api/scout.md#notes-and-contact: GET/POST notes, DELETE notes/{id}) and POST contact
// (rate-limited).

export async function scoutNotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, mailer, config } = app.deps
  const auth = { auth: 'scout' } as const
  // Notes written without a signal are replayed from the scout's outbox: the Idempotency-Key makes it once.
  const write = { ...auth, idempotent: true } as const
  app.get(
    route(scoutPaths.notes),
    // About a player a scout may see, when one is named (minors-gate.ts).
    { config: { ...auth, seesPlayer: { query: 'pid' } }, schema: { querystring: notesQuery } },
    async (request) => ({
      data: await listNotes(db, request.account!.uid, request.query.pid),
    }),
  )
  const writeAbout = { ...write, seesPlayer: { body: 'pid' } } as const
  app.post(
    route(scoutPaths.notes),
    { config: writeAbout, schema: { body: noteBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await addNote(db, request.account!.uid, request.body) }),
  )
  app.delete(route(scoutPaths.note), { config: write, schema: { params: idParams } }, async (request) => ({
    data: await deleteNote(db, request.account!.uid, request.params.id),
  }))
  app.post(
    route(scoutPaths.contact),
    { config: { ...auth, rateLimit: rateLimits.contact }, schema: { body: contactBody } },
    async (request, reply) =>
      reply.status(201).send({
        data: await contactProvider(db, mailer, request.account!, request.body, config.contactEmail),
      }),
  )
}
