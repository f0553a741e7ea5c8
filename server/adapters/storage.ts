import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

// Where uploaded files live. The default keeps them in `config.uploadDir` on the local disk. Several API
// instances need shared object storage instead: an S3-compatible adapter implements the same interface —
//   begin()       → a multipart upload (CreateMultipartUpload) whose parts are sent as the stream arrives;
//   commit(name)  → CompleteMultipartUpload under the random key; abort() → AbortMultipartUpload;
//   read(name)    → GetObject with a Range header; stat() → HeadObject; remove() → DeleteObject.
// Nothing outside this file knows the files are on a disk.

/** A file being written: invisible under its final name until commit(), gone after abort(). */
export interface PendingFile {
  /** Writes the whole stream; rejects (leaving the pending file to abort) on a stream error. */
  write(source: Readable | Buffer): Promise<number>
  commit(name: string): Promise<void>
  abort(): Promise<void>
}

export interface Storage {
  begin(): PendingFile
  /** A byte range (inclusive end) or the whole file. */
  read(name: string, range?: { start: number; end: number }): Readable
  stat(name: string): Promise<{ size: number } | undefined>
  remove(name: string): Promise<void>
  /** Stored files last written before `before` (for the sweep of files whose row is gone). */
  listOlderThan(before: Date): Promise<string[]>
  /** Removes temp files a crash left behind. */
  clearIncoming(before: Date): Promise<number>
}

/** A random stored name: 128 bits, never derived from anything the client sent. */
export const randomName = (extension: string) => `${crypto.randomBytes(16).toString('hex')}.${extension}`

/** Stored names are only ever ours: hex, an optional suffix and a known extension. */
export const STORED_NAME = /^[0-9a-f]{32}(-thumb)?\.(jpg|png|webp|pdf|mp4|webm)$/

export function localStorage(root: string): Storage {
  const tempDir = path.join(root, '.incoming')
  fs.mkdirSync(tempDir, { recursive: true })
  const pathOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`)
    return path.join(root, name)
  }

  return {
    begin() {
      // The temp name lives in a separate folder, so a half-written file is never served or listed.
      const temp = path.join(tempDir, `${crypto.randomBytes(16).toString('hex')}.part`)
      let done = false
      let out: fs.WriteStream | undefined
      return {
        async write(source) {
          if (Buffer.isBuffer(source)) {
            await fs.promises.writeFile(temp, source, { flag: 'wx' })
            return source.length
          }
          out = fs.createWriteStream(temp, { flags: 'wx' })
          await pipeline(source, out)
          return out.bytesWritten
        },
        async commit(name) {
          await fs.promises.rename(temp, pathOf(name))
          done = true
        },
        async abort() {
          // A stream cut off while its file was still being opened opens (creates) it afterwards: wait until
          // the stream has closed, or the temp file would outlive its removal.
          const stream = out
          if (stream && !stream.closed)
            await new Promise<void>((resolve) => stream.once('close', () => resolve()))
          if (!done) await fs.promises.rm(temp, { force: true })
          done = true
        },
      }
    },
    read(name, range) {
      return fs.createReadStream(pathOf(name), range)
    },
    async stat(name) {
      try {
        const s = await fs.promises.stat(pathOf(name))
        return { size: s.size }
      } catch {
        return undefined
      }
    },
    async remove(name) {
      await fs.promises.rm(pathOf(name), { force: true })
    },
    async listOlderThan(before) {
      const names = (await fs.promises.readdir(root)).filter((n) => STORED_NAME.test(n))
      const old: string[] = []
      for (const name of names) {
        const s = await fs.promises.stat(path.join(root, name)).catch(() => undefined)
        if (s && s.mtime < before) old.push(name)
      }
      return old
    },
    async clearIncoming(before) {
      let removed = 0
      for (const name of await fs.promises.readdir(tempDir)) {
        const file = path.join(tempDir, name)
        const s = await fs.promises.stat(file).catch(() => undefined)
        if (s && s.mtime < before) {
          await fs.promises.rm(file, { force: true })
          removed++
        }
      }
      return removed
    },
  }
}
