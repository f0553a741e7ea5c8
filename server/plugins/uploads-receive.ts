import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { uuidv7 } from 'uuidv7'
import { type UploadKind, uploadFields, uploadLimits } from '../../src/api/contract/schemas/players-media'
import { controlCharacterError } from '../../src/rules/control-characters'
import { requireType } from '../adapters/file-types'
import { storePicture } from '../adapters/pictures'
import { type PendingFile, randomName, type Storage } from '../adapters/storage/storage'
import { type ContainerCheck, containerCheck } from '../adapters/video-container'
import {
  DomainError,
  invalidInput,
  tooLarge as tooLargeError,
  unsupportedMedia,
} from '../domain/support/errors'
import type { ReceivedFile } from '../domain/uploads/received-file'

// Reading one upload off the request: multipart parsing, type by magic bytes, size limits, pictures
// re-encoded by sharp, everything written to storage and visible only when complete. This is all the slow
// work of an upload (it lasts as long as the client takes to send the file), so it runs before any database
// transaction opens (docs/decisions/0002-offline-outbox.md).

export type { ReceivedFile }

export interface Received {
  file: ReceivedFile
  /** The text fields, validated by the route's `config.multipart` schema. */
  fields: Record<string, string>
  /** SHA-256 of the file as sent (before any re-encode): part of the Idempotency-Key fingerprint. */
  sha256: string
}

const megabytes = (n: number) => `${Math.round(n / 1024 / 1024)} MB`
const tooLarge = (kind: UploadKind) =>
  tooLargeError(`The ${kind} is larger than ${megabytes(uploadLimits[kind].bytes)}`)
const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
/** What a failure while reading the file means to the client. */
function explain(err: unknown, kind: UploadKind) {
  if (isTooLarge(err)) return tooLarge(kind)
  const message = (err as Error)?.message ?? ''
  if (/unexpected end of|terminated early|premature close|aborted/i.test(message))
    return new DomainError(
      'invalid',
      `The ${kind} upload was cut off before the end: send it again`,
      'UPLOAD_INCOMPLETE',
    )
  return unreadableForm(err)
}

// The multipart parser's own complaints (busboy throws plain errors: "Multipart: Boundary not found",
// "Malformed part header" …) are a client's malformed form, not a failure of ours: 400, not 500.
const MALFORMED = /multipart|boundary|part header|malformed/i
function unreadableForm(err: unknown) {
  const message = (err as Error)?.message ?? ''
  if (err instanceof DomainError || (err as { statusCode?: number }).statusCode) return err
  if (!MALFORMED.test(message)) return err
  return new DomainError(
    'invalid',
    'The form could not be read (its multipart body is malformed): send it again from the app',
    'MALFORMED_FORM',
  )
}

/** A client-supplied file name, kept only as a download name: no paths, no control characters. */
const cleanName = (name: string | undefined) =>
  name
    ?.replace(/^.*[\\/]/, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 120) || null

/** Reads the route's file (`config.upload` says which kind) and its text fields, and stores the file. */
export async function receiveFile(
  storage: Storage,
  request: FastifyRequest,
  kind: UploadKind,
): Promise<Received> {
  const field = uploadFields[kind]
  if (!request.isMultipart())
    throw invalidInput(
      [{ path: field, message: `Attach the ${kind} file` }],
      `Send the ${kind} as multipart/form-data in a "${field}" field`,
    )
  const part = await request.file({ limits: { fileSize: uploadLimits[kind].bytes } }).catch((err) => {
    throw explain(err, kind)
  })
  if (!part || part.fieldname !== field)
    throw invalidInput(
      [{ path: field, message: `Attach the ${kind} file` }],
      `Attach the ${kind} file in a "${field}" field`,
    )
  let fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(part.fields))
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string')
      fields[key] = value.value
  // The route's `config.multipart` schema validates the text fields (400 naming each bad one, unknown ones
  // stripped) before a single byte of the file is stored.
  const control = controlCharacterError(fields)
  if (control) {
    part.file.resume()
    throw control
  }
  const schema = request.routeOptions.config.multipart
  if (schema) {
    const parsed = schema.safeParse(fields)
    if (!parsed.success) {
      part.file.resume()
      throw parsed.error
    }
    fields = parsed.data as Record<string, string>
  }
  const base = { uid: uuidv7(), kind, originalName: cleanName(part.filename) }
  const hash = createHash('sha256')

  if (kind === 'picture') {
    const input = await part.toBuffer().catch((err) => {
      throw explain(err, kind)
    })
    hash.update(input)
    return { file: await storePicture(storage, input, base.originalName), fields, sha256: hash.digest('hex') }
  }

  // Reports and videos are streamed to storage; the first bytes decide whether the file is accepted at all,
  // and its type (so its name) is known before a byte is stored.
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  let pending: PendingFile | undefined
  try {
    let head: Buffer = Buffer.alloc(0)
    while (head.length < 16) {
      const next = await chunks.next()
      if (next.done) break
      head = Buffer.concat([head, next.value])
    }
    const sniffed = requireType(kind, head)
    // A video's whole container is checked as it streams (video-container.ts), not only its magic bytes.
    const container: ContainerCheck | undefined =
      kind === 'video' ? containerCheck(sniffed.extension) : undefined
    const checked = async function* () {
      for (let chunk = head; ; ) {
        hash.update(chunk)
        container?.push(chunk)
        yield chunk
        const next = await chunks.next()
        if (next.done) return
        chunk = next.value
      }
    }
    const storedName = randomName(sniffed.extension)
    pending = storage.begin(storedName)
    const size = await pending.write(Readable.from(checked()))
    if (part.file.truncated) throw tooLarge(kind)
    const damaged = container?.end()
    if (damaged) throw unsupportedMedia(`This video cannot be used: ${damaged}`)
    await pending.commit()
    const file = { ...base, storedName, thumbName: null, mime: sniffed.mime, sizeBytes: size }
    return { file: { ...file, width: null, height: null }, fields, sha256: hash.digest('hex') }
  } catch (err) {
    await pending?.abort()
    // Drop the rest of the part (as a `for await` that stops early does) so the request completes and the
    // error can be answered.
    await chunks.return?.()
    part.file.resume()
    throw explain(err, kind)
  }
}

/**
 * A form whose picture is optional (admin content: "fields with an optional pic"): its text fields, and the
 * `pic` file part when there is one, stored as a picture. Only one file; text fields up to 20,000 characters.
 */
export async function receiveForm(
  storage: Storage,
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: ReceivedFile }> {
  const fields: Record<string, string> = {}
  let file: ReceivedFile | undefined
  const limit = uploadLimits.picture.bytes
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, fieldSize: 20_000 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (part.fieldname !== uploadFields.picture || file) {
        part.file.resume()
        throw invalidInput([{ path: part.fieldname, message: 'Only one picture, in a "pic" field' }])
      }
      const input = await part.toBuffer().catch((err) => {
        throw explain(err, 'picture')
      })
      if (input.length === 0) continue
      file = await storePicture(storage, input, cleanName(part.filename))
    }
  } catch (err) {
    for (const name of [file?.storedName, file?.thumbName]) if (name) await storage.remove(name)
    throw explain(err, 'picture')
  }
  return { fields, file }
}
