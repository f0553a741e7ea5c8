import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { checkedName, STORED_NAME, type Storage } from './storage'

// Uploads in a folder of the local disk (`UPLOAD_DIR`): the default, for one server. A file is written under a
// temp name in `.incoming/` and renamed to its name on commit, so a half-written file is never served or listed.

export function localStorage(root: string): Storage {
  const tempDir = path.join(root, '.incoming')
  fs.mkdirSync(tempDir, { recursive: true })
  const pathOf = (name: string) => path.join(root, checkedName(name))

  return {
    begin(name) {
      const target = pathOf(name)
      const temp = path.join(tempDir, `${crypto.randomBytes(16).toString('hex')}.part`)
      let done = false
      let out: fs.WriteStream | undefined
      return {
        async write(source: Readable | Buffer) {
          if (Buffer.isBuffer(source)) {
            await fs.promises.writeFile(temp, source, { flag: 'wx' })
            return source.length
          }
          out = fs.createWriteStream(temp, { flags: 'wx' })
          await pipeline(source, out)
          return out.bytesWritten
        },
        async commit() {
          await fs.promises.rename(temp, target)
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
    async read(name, range) {
      const stream = fs.createReadStream(pathOf(name), range)
      // Opened before answering, so a file that vanished is an error here, not a cut-off response.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve())
        stream.once('error', reject)
      })
      return stream
    },
    async stat(name) {
      const file = pathOf(name)
      try {
        const s = await fs.promises.stat(file)
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
