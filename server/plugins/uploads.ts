import { Readable } from 'node:stream'
import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { uuidv7 } from 'uuidv7'
import { type UploadKind, uploadFields, uploadLimits } from '../../src/api/contract/players-media'
import { processPicture, requireType, type Sniffed } from '../adapters/file-types'
import { localStorage, randomName, type Storage } from '../adapters/storage'
import { unknownNames } from '../domain/players-uploads'
import { httpError } from './errors'
import { fileRoutes } from './uploads-serve'

// Uploads for every area (SECURITY.md's file table): multipart parsing, type by magic bytes, size limits,
// pictures re-encoded by sharp, everything written under a temp name and renamed when complete. A route calls
// `app.uploads.receive(request, kind)`, stores the row in its own transaction and calls `discard()` if that
// fails, so neither a half-written file nor a file without its row is left behind.
//
// Text fields must come BEFORE the file part in the form (FormData keeps insertion order): they are read
// while the file streams, without buffering the file.

export interface ReceivedFile {
  uid: string
  kind: UploadKind
  storedName: string
  thumbName: string | null
  mime: string
  sizeBytes: number
  width: number | null
  height: number | null
  originalName: string | null
}

export interface Uploads {
  storage: Storage
  receive(
    request: FastifyRequest,
    kind: UploadKind,
  ): Promise<{ file: ReceivedFile; fields: Record<string, string> }>
  discard(file: Pick<ReceivedFile, 'storedName' | 'thumbName'> | undefined): Promise<void>
  /** Receives a file, runs `store` (which writes its rows), and discards the file if `store` fails. */
  withFile<T>(
    request: FastifyRequest,
    kind: UploadKind,
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
}

const megabytes = (n: number) => `${Math.round(n / 1024 / 1024)} MB`
const tooLarge = (kind: UploadKind) =>
  httpError(413, `The ${kind} is larger than ${megabytes(uploadLimits[kind].bytes)}`, 'PAYLOAD_TOO_LARGE')
const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
/** What a failure while reading the file means to the client. */
function explain(err: unknown, kind: UploadKind) {
  if (isTooLarge(err)) return tooLarge(kind)
  const message = (err as Error)?.message ?? ''
  if (/unexpected end of|terminated early|premature close|aborted/i.test(message))
    return httpError(400, `The ${kind} upload was cut off before the end: send it again`, 'UPLOAD_INCOMPLETE')
  return err
}

/** A client-supplied file name, kept only as a download name: no paths, no control characters. */
const cleanName = (name: string | undefined) =>
  name
    ?.replace(/^.*[\\/]/, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 120) || null

const HOUR = 3600_000

export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { dir: string }) => {
  const storage = localStorage(opts.dir)
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 100 },
  })

  async function receive(request: FastifyRequest, kind: UploadKind) {
    const field = uploadFields[kind]
    if (!request.isMultipart())
      throw httpError(400, `Send the ${kind} as multipart/form-data in a "${field}" field`, 'VALIDATION', {
        issues: [{ path: field, message: `Attach the ${kind} file` }],
      })
    const part = await request.file({ limits: { fileSize: uploadLimits[kind].bytes } })
    if (!part || part.fieldname !== field)
      throw httpError(400, `Attach the ${kind} file in a "${field}" field`, 'VALIDATION', {
        issues: [{ path: field, message: `Attach the ${kind} file` }],
      })
    const fields: Record<string, string> = {}
    for (const [key, value] of Object.entries(part.fields))
      if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string')
        fields[key] = value.value
    // The route's `config.multipart` schema validates the text fields (400 naming each bad one, unknown ones
    // stripped) before a single byte of the file is stored.
    const schema = request.routeOptions.config.multipart
    if (schema) {
      const parsed = schema.safeParse(fields)
      if (!parsed.success) {
        part.file.resume()
        throw parsed.error
      }
      for (const key of Object.keys(fields)) delete fields[key]
      Object.assign(fields, parsed.data)
    }
    const base = { uid: uuidv7(), kind, originalName: cleanName(part.filename) }

    if (kind === 'picture') {
      const input = await part.toBuffer().catch((err) => {
        throw explain(err, kind)
      })
      const { full, thumb } = await processPicture(input)
      const storedName = randomName(full.sniffed.extension)
      const thumbName = storedName.replace(/\.\w+$/, '-thumb.webp')
      await write(full.data, storedName)
      await write(thumb, thumbName).catch(async (err) => {
        await storage.remove(storedName)
        throw err
      })
      const file = { ...base, storedName, thumbName, mime: full.sniffed.mime, sizeBytes: full.data.length }
      return { file: { ...file, width: full.width, height: full.height }, fields }
    }

    // Reports and videos are streamed to disk; the first bytes decide whether the file is accepted at all.
    const pending = storage.begin()
    try {
      let sniffed: Sniffed | undefined
      const checked = async function* (source: AsyncIterable<Buffer>) {
        let head = Buffer.alloc(0)
        for await (const chunk of source) {
          if (!sniffed) {
            head = Buffer.concat([head, chunk])
            if (head.length < 16) continue
            sniffed = requireType(kind, head)
            yield head
            continue
          }
          yield chunk
        }
        if (!sniffed) {
          sniffed = requireType(kind, head)
          yield head
        }
      }
      const size = await pending.write(Readable.from(checked(part.file)))
      if (part.file.truncated) throw tooLarge(kind)
      const storedName = randomName(sniffed!.extension)
      await pending.commit(storedName)
      const file = { ...base, storedName, thumbName: null, mime: sniffed!.mime, sizeBytes: size }
      return { file: { ...file, width: null, height: null }, fields }
    } catch (err) {
      await pending.abort()
      // Drain the rest of the part so the request completes and the error can be answered.
      part.file.resume()
      throw explain(err, kind)
    }
  }

  async function write(data: Buffer, name: string) {
    const pending = storage.begin()
    try {
      await pending.write(data)
      await pending.commit(name)
    } catch (err) {
      await pending.abort()
      throw err
    }
  }

  async function discard(file: Pick<ReceivedFile, 'storedName' | 'thumbName'> | undefined) {
    if (!file) return
    await storage.remove(file.storedName)
    if (file.thumbName) await storage.remove(file.thumbName)
  }

  const withFile: Uploads['withFile'] = async (request, kind, store) => {
    const { file, fields } = await receive(request, kind)
    try {
      return await store(file, fields)
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

  app.decorate('uploads', { storage, receive, discard, withFile, sweep } satisfies Uploads)
  await app.register(fileRoutes, { prefix: '/api/files', storage })
})
