import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import {
  cardExportQuery,
  listExportQuery,
  searchExportQuery,
  tableExportQuery,
} from '../../../src/api/contract/schemas/exports'
import { type PlayerFilter, playerFilterBody } from '../../../src/api/contract/schemas/scout-filter'
import { scoutExportPaths } from '../../../src/api/contract/terms/paths'
import {
  filterBodyOf,
  queryFromParams,
  queryKeyOfIssue,
} from '../../../src/api/contract/terms/scout-filter-query'
import { exportFileName } from '../../../src/rules/csv-table'
import { signatureOf } from '../../domain/accounts/accounts'
import { listEnquiries } from '../../domain/enquiries/enquiries'
import { EXPORT_MAX_ROWS, listedBatches } from '../../domain/exports/table-batches'
import { transactionsOf } from '../../domain/payments/transactions'
import type { PageKey } from '../../domain/players/player-reads'
import { logMinorReads } from '../../domain/privacy/minor-reads'
import { getList } from '../../domain/scouting/lists/scout-lists'
import { type PlayerCard, playerCard } from '../../domain/scouting/player-card'
import {
  searchFilePages,
  searchPageCsv,
  type WrittenFilePage,
} from '../../domain/scouting/player-filter/file-page'
import { filterTotal } from '../../domain/scouting/player-filter/run'
import { scoutShortlist } from '../../domain/scouting/scout-players'
import { invalidInput } from '../../domain/support/errors'
import { cancelledWith } from '../../http/client-gone'
import {
  csvPageInThread,
  exportPageRun,
  oneBatch,
  sendCsv,
  sendPdf,
  writtenPiece,
} from '../../http/download-reply'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// What a scout takes out of the app (docs/decisions/0046-files-and-share-links.md): the tables they see as CSV — the
// search with its filters, the shortlist, a list, their enquiries and payments — and a player's card or a list as a
// PDF. Only their own: a list that is not theirs is a 404, as everywhere else.

const scoutName = (request: FastifyRequest) => signatureOf(request.account!)

/** The Players screen's address as the filter's body; a refusal names the address's field, as the screen does. */
function filterOfAddress(address: Record<string, string | undefined>, limit: number) {
  const parsed = playerFilterBody.safeParse(
    filterBodyOf(queryFromParams({ get: (key) => address[key] ?? null }), limit),
  )
  if (parsed.success) return parsed.data
  throw invalidInput(
    parsed.error.issues.map((issue) => {
      const path = issue.path.join('.')
      return { path: queryKeyOfIssue(path) ?? path, message: issue.message }
    }),
  )
}

export async function scoutExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'scout', longAnswer: true, download: true } as const
  const me = (request: FastifyRequest) => request.account!.uid
  const today = () => new Date()
  /** A file that lists a minor is a read of his record (domain/privacy/minor-reads.ts). */
  const readerOf = (request: FastifyRequest) => ({
    accountUid: me(request),
    call: `GET ${request.routeOptions.url}`,
  })
  const logged =
    (request: FastifyRequest) =>
    async <T extends { uid: string }>(rows: T[]): Promise<T[]> => {
      await logMinorReads(
        db,
        rows.map((r) => r.uid),
        readerOf(request),
      )
      return rows
    }

  /**
   * Where a page of the search's file is made (player-filter/file-page.ts, decision 0067): on PostgreSQL wholly in a
   * worker thread, so nothing of its 5,000 players passes through the event loop; with the embedded database it is
   * read here and its text handed to a thread to write.
   */
  const searchPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    filter: PlayerFilter,
    after: PageKey | null,
  ): Promise<WrittenFilePage> => {
    const page = { scoutUid: me(request), filter, after, reader: readerOf(request) }
    return app.heavyWork.readsDatabase
      ? app.heavyWork.run('searchCsvPage', { ...page, piece: writtenPiece(reply) }, exportPageRun(reply))
      : searchPageCsv(db, page, (json) => csvPageInThread(reply, 'search', json))
  }

  app.get(
    route(scoutExportPaths.list),
    { config: auth, schema: { params: idParams, querystring: listExportQuery } },
    async (request, reply) => {
      const list = await getList(db, me(request), request.params.id)
      await logged(request)(list.entries.filter((e) => e.player.available !== false).map((e) => e.player))
      if (request.query.format === 'csv')
        return sendCsv(reply, exportFileName(list.name, today(), 'csv'), 'list', oneBatch(list.entries))
      // Named for what it is: the list's lines alone, or the list with each player's card after it. The cards are
      // read here (the database), one after another; the drawing is a worker thread's.
      const kind = request.query.cards === '1' ? 'list-with-cards' : 'list'
      const cards: PlayerCard[] | null = request.query.cards === '1' ? [] : null
      for (const entry of cards ? list.entries : [])
        if (entry.player.available !== false)
          cards!.push(await playerCard(db, app.uploads.storage, me(request), entry.player.uid))
      const pdf = await app.heavyWork.run(
        'listPdf',
        { list, author: scoutName(request), day: today(), cards },
        { signal: cancelledWith(reply) },
      )
      return sendPdf(reply, exportFileName(list.name, today(), 'pdf', kind), pdf)
    },
  )

  app.get(
    route(scoutExportPaths.playerCard),
    {
      config: { ...auth, seesPlayer: { params: 'id' } },
      schema: { params: idParams, querystring: cardExportQuery },
    },
    async (request, reply) => {
      const card = await playerCard(db, app.uploads.storage, me(request), request.params.id)
      const title = card.player.name ?? 'Player'
      const pdf = await app.heavyWork.run(
        'cardPdf',
        { title, author: scoutName(request), card, day: today() },
        { signal: cancelledWith(reply) },
      )
      return sendPdf(reply, exportFileName(title, today(), 'pdf', 'player-card'), pdf)
    },
  )

  app.get(
    route(scoutExportPaths.search),
    { config: auth, schema: { querystring: searchExportQuery } },
    async (request, reply) => {
      const filter = filterOfAddress(request.query as Record<string, string | undefined>, 100)
      const batches = searchFilePages((after, limit) =>
        searchPage(request, reply, { ...filter, limit }, after),
      )
      // The screen's total stops at 1,000 for an open search; the file's is counted to its end.
      return sendCsv(reply, exportFileName('players', today(), 'csv'), 'search', batches, () =>
        filterTotal(db, me(request), filter, EXPORT_MAX_ROWS),
      )
    },
  )

  app.get(
    route(scoutExportPaths.shortlist),
    { config: auth, schema: { querystring: tableExportQuery } },
    async (request, reply) => {
      const { batches, total } = listedBatches(async (page, limit) => {
        const found = await scoutShortlist(db, me(request), { page, limit })
        return { ...found, data: await logged(request)(found.data) }
      })
      return sendCsv(reply, exportFileName('shortlist', today(), 'csv'), 'shortlist', batches, total)
    },
  )

  app.get(
    route(scoutExportPaths.enquiries),
    { config: auth, schema: { querystring: tableExportQuery } },
    async (request, reply) => {
      const viewer = { uid: me(request), role: 'scout' as const, email: request.account!.email }
      const { batches, total } = listedBatches((page, limit) => listEnquiries(db, viewer, { page, limit }))
      return sendCsv(reply, exportFileName('enquiries', today(), 'csv'), 'scoutEnquiries', batches, total)
    },
  )

  app.get(
    route(scoutExportPaths.payments),
    { config: auth, schema: { querystring: tableExportQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        exportFileName('payments', today(), 'csv'),
        'payments',
        oneBatch(await transactionsOf(db, me(request))),
      ),
  )
}
