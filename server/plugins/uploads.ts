import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { UploadKind } from '../../src/api/contract/schemas/players-media'
import { controlCharacterError } from '../../src/rules/control-characters'
import { chooseStorage } from '../adapters/storage/choose'
import type { Storage } from '../adapters/storage/storage'
import type { Config } from '../config'
import { unknownNames } from '../domain/uploads/uploads'
import { type Received, type ReceivedFile, receiveFile, receiveForm } from './uploads-receive'

export type { Received, ReceivedFile } from './uploads-receive'

// Uploads for every area (docs/security.md's file table). An upload route declares `config.upload` (the kind of
// file) beside `config.multipart` (its text fields) and calls `app.uploads.withFile(request, store)`: the file
// is received and stored (uploads-receive.ts), then `store` writes its rows, and the file is discarded if that
// fails, so neither a half-written file nor a file without its row is left behind.
//
// The file may already have been received before the handler ran: an idempotent write receives it before its
// transaction opens (idempotency.ts), so a slow upload never holds the database. `receive()` reads the
// request once and keeps the result on `request.received`.
//
// Text fields must come BEFORE the file part in the form (FormData keeps insertion order): they are read
// while the file streams, without buffering the file.

export interface Uploads {
  storage: Storage
  /** Receives the route's file once per request (later calls return the same file). */
  receive(request: FastifyRequest): Promise<Received>
  discard(file: Pick<ReceivedFile, 'storedName' | 'thumbName'> | undefined): Promise<void>
  /**
   * A form with text fields and an OPTIONAL picture in `pic` (admin content): JSON bodies pass through as the
   * fields. `store` writes the rows; the picture is discarded if it fails.
   */
  withOptionalPicture<T>(
    request: FastifyRequest,
    store: (fields: Record<string, unknown>, file: ReceivedFile | undefined) => Promise<T>,
  ): Promise<T>
  /** Receives the file (unless already received), runs `store` (which writes its rows), and discards the
   * file if `store` fails. */
  withFile<T>(
    request: FastifyRequest,
    store: (file: ReceivedFile, fields: Record<string, string>) => Promise<T>,
  ): Promise<T>
  /**
   * Removes stored files whose uploads row is gone (an owner deleted by cascade — a club with its gallery —
   * or a crash between a commit and the file removal) and temp files left by a crash. Only files older than
   * `graceMs` are touched, so an upload whose row is about to be committed is never swept.
   */
  sweep(graceMs?: number): Promise<{ files: number; temp: number }>
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads
  }
  interface FastifyContextConfig {
    /** An upload route's kind of file (with `multipart`, the schema of its text fields). */
    upload?: UploadKind
  }
  interface FastifyRequest {
    /** The file this request carried, once received. */
    received?: Received
  }
}

const HOUR = 3600_000

export const uploadsPlugin = fp(async (app: FastifyInstance, opts: Pick<Config, 'storage'>) => {
  const storage = await chooseStorage(opts)
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 100 },
  })

  async function receive(request: FastifyRequest) {
    if (request.received) return request.received
    const kind = request.routeOptions.config.upload
    if (!kind) throw new Error(`${request.routeOptions.url} receives a file without \`config.upload\``)
    request.received = await receiveFile(storage, request, kind)
    return request.received
  }

  async function discard(file: Pick<ReceivedFile, 'storedName' | 'thumbName'> | undefined) {
    if (!file) return
    await storage.remove(file.storedName)
    if (file.thumbName) await storage.remove(file.thumbName)
  }

  const withFile: Uploads['withFile'] = async (request, store) => {
    const { file, fields } = await receive(request)
    try {
      return await store(file, fields)
    } catch (err) {
      await discard(file)
      throw err
    }
  }

  // These routes read their fields in the domain (no route schema), so the input checks every route's validator
  // makes (src/rules/control-characters.ts) are made here, on the JSON body and on the form's fields alike.
  const withOptionalPicture: Uploads['withOptionalPicture'] = async (request, store) => {
    if (!request.isMultipart()) {
      const body = (request.body ?? {}) as Record<string, unknown>
      const control = controlCharacterError(body)
      if (control) throw control
      return store(body, undefined)
    }
    const { fields, file } = await receiveForm(storage, request)
    try {
      const control = controlCharacterError(fields)
      if (control) throw control
      return await store(fields, file)
    } catch (err) {
      await discard(file)
      throw err
    }
  }

  const sweep: Uploads['sweep'] = async (graceMs = HOUR) => {
    const before = new Date(Date.now() - graceMs)
    const orphans = await unknownNames(app.deps.db, await storage.listOlderThan(before))
    for (const name of orphans) await storage.remove(name)
    return { files: orphans.length, temp: await storage.clearIncoming(before) }
  }
  // Hourly, and once shortly after start; never keeps the process alive, never fails a request.
  const sweepQuietly = () => sweep().catch((err) => app.log.warn({ err }, 'upload sweep failed'))
  const timers = [setTimeout(sweepQuietly, 60_000).unref(), setInterval(sweepQuietly, HOUR).unref()]
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer)
  })

  app.decorate('uploads', {
    storage,
    receive,
    discard,
    withFile,
    withOptionalPicture,
    sweep,
  } satisfies Uploads)
})
