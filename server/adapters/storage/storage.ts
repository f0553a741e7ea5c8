import crypto from 'node:crypto'
import type { Readable } from 'node:stream'

// Where uploaded files live: one interface, two places (docs/decisions/0043-object-storage.md).
// - local.ts: a folder on this machine's disk (`UPLOAD_DIR`), the default: one server.
// - s3.ts: a bucket of any S3-compatible object store (`STORAGE_URL=s3://…`), which several servers share.
// choose.ts picks one from the configuration. Nothing outside this folder knows where the bytes are.

/** A file being written under its name: invisible until commit(), gone (every byte of it) after abort(). */
export interface PendingFile {
  /** Writes the whole stream; rejects (leaving the pending file to abort) on a stream error. */
  write(source: Readable | Buffer): Promise<number>
  commit(): Promise<void>
  abort(): Promise<void>
}

export interface Storage {
  /** Starts writing the file `name` (a name from `randomName`, chosen once the file's type is known). */
  begin(name: string): PendingFile
  /** A byte range (inclusive end) or the whole file; rejects when the file cannot be read. */
  read(name: string, range?: { start: number; end: number }): Promise<Readable>
  stat(name: string): Promise<{ size: number } | undefined>
  remove(name: string): Promise<void>
  /** Stored files last written before `before` (for the sweep of files whose row is gone). */
  listOlderThan(before: Date): Promise<string[]>
  /** Removes what unfinished writes started before `before` left behind (a crash, a killed process). */
  clearIncoming(before: Date): Promise<number>
}

/** A random stored name: 128 bits, never derived from anything the client sent. */
export const randomName = (extension: string) => `${crypto.randomBytes(16).toString('hex')}.${extension}`

/** Stored names are only ever ours: hex, an optional suffix and a known extension. */
export const STORED_NAME = /^[0-9a-f]{32}(-thumb)?\.(jpg|png|webp|pdf|mp4|webm)$/

/** Refuses anything but a name we issued, before it reaches a path or an object key. */
export function checkedName(name: string) {
  if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`)
  return name
}
