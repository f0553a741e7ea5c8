import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { localStorage } from '../../server/adapters/storage/local'
import { s3Storage } from '../../server/adapters/storage/s3'
import { PART_BYTES } from '../../server/adapters/storage/s3-upload'
import { randomName, type Storage } from '../../server/adapters/storage/storage'
import { loadConfig } from '../../server/config'
import { S3_ACCESS_KEY, S3_SECRET_KEY, startTestS3, type TestS3 } from '../support/s3-server'

// One contract, two places: every behaviour the uploads rely on, against the local disk and against a real
// S3-protocol server (s3rver over HTTP, started here): a file is invisible until committed, an aborted or
// crashed write leaves nothing once cleared, a large file streams in parts and reads back whole and by range.

// Files of 16 MB and more through a server over HTTP: more than a unit's 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

let s3: TestS3
const dirs: string[] = []
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3.close()
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

interface Place {
  storage: Storage
  /** Everything stored or half-stored: files, temp files, unfinished multipart uploads. */
  leftovers(): string[]
}

const places: [string, () => Promise<Place>][] = [
  [
    'the local disk',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-storage-'))
      dirs.push(dir)
      return {
        storage: localStorage(dir),
        leftovers: () => [
          ...fs.readdirSync(dir).filter((f) => f !== '.incoming'),
          ...fs.readdirSync(path.join(dir, '.incoming')).map((f) => `.incoming/${f}`),
        ],
      }
    },
  ],
  [
    'an S3 bucket',
    async () => {
      const bucket = await s3.bucket()
      const where = { bucket, prefix: 'uploads/', endpoint: s3.endpoint, region: 'us-east-1' }
      const credentials = { accessKeyId: S3_ACCESS_KEY, secretAccessKey: S3_SECRET_KEY }
      return { storage: s3Storage({ ...where, credentials }), leftovers: () => s3.leftovers(bucket) }
    },
  ],
]

/** `bytes` of a repeating pattern, as a stream of 64 KB chunks that fails after `failAfter` bytes if set. */
function stream(bytes: number, failAfter?: number) {
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < bytes; sent += 65_536) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error('the client went away')
        yield pattern(sent, Math.min(65_536, bytes - sent))
      }
    })(),
  )
}
const pattern = (offset: number, length: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (offset + i) % 251))
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const readAll = async (s: Readable) => Buffer.concat(await s.toArray())

describe.each(places)('storage on %s', (_name, open) => {
  let place: Place
  beforeAll(async () => {
    place = await open()
  })

  it('keeps a file invisible until committed, then reads, stats and lists it', async () => {
    const name = randomName('jpg')
    const pending = place.storage.begin(name)
    expect(await pending.write(Buffer.from('a picture'))).toBe(9)
    expect(await place.storage.stat(name)).toBeUndefined()
    expect(await place.storage.listOlderThan(new Date(Date.now() + 60_000))).not.toContain(name)
    await pending.commit()
    expect(await place.storage.stat(name)).toEqual({ size: 9 })
    expect(await text(await place.storage.read(name))).toBe('a picture')
    expect(await place.storage.listOlderThan(new Date(Date.now() + 60_000))).toContain(name)
    expect(await place.storage.listOlderThan(new Date(Date.now() - 60_000))).not.toContain(name)
  })

  it('streams a file of several parts and reads it back whole and by byte range', async () => {
    const size = 2 * PART_BYTES + 123_457
    const name = randomName('mp4')
    const pending = place.storage.begin(name)
    expect(await pending.write(stream(size))).toBe(size)
    await pending.commit()
    expect(await place.storage.stat(name)).toEqual({ size })
    const whole = await readAll(await place.storage.read(name))
    expect(sha(whole)).toBe(sha(pattern(0, size)))
    // A range across the boundary of the first two parts, as a player seeking in a video asks.
    const range = { start: PART_BYTES - 10, end: PART_BYTES + 9 }
    expect(await readAll(await place.storage.read(name, range))).toEqual(pattern(range.start, 20))
    const last = { start: size - 5, end: size - 1 }
    expect(await readAll(await place.storage.read(name, last))).toEqual(pattern(size - 5, 5))
  })

  it('leaves nothing behind when a write fails part-way and is aborted', async () => {
    const before = place.leftovers()
    const name = randomName('webm')
    const pending = place.storage.begin(name)
    await expect(pending.write(stream(3 * PART_BYTES, PART_BYTES + 65_536))).rejects.toThrow(/went away/)
    await pending.abort()
    expect(place.leftovers()).toEqual(before)
    expect(await place.storage.stat(name)).toBeUndefined()
  })

  it('clears what a crashed write left, once it is old enough', async () => {
    const before = place.leftovers()
    const pending = place.storage.begin(randomName('mp4'))
    // A crash: the write stops part-way and nothing aborts it.
    await expect(pending.write(stream(2 * PART_BYTES, PART_BYTES + 65_536))).rejects.toThrow()
    expect(place.leftovers().length).toBeGreaterThan(before.length)
    expect(await place.storage.clearIncoming(new Date(Date.now() - 60_000))).toBe(0)
    expect(await place.storage.clearIncoming(new Date(Date.now() + 60_000))).toBe(1)
    expect(place.leftovers()).toEqual(before)
  })

  it('removes a file (twice is fine) and then cannot read it', async () => {
    const name = randomName('pdf')
    const pending = place.storage.begin(name)
    await pending.write(Buffer.from('%PDF-1.4'))
    await pending.commit()
    await place.storage.remove(name)
    await place.storage.remove(name)
    expect(await place.storage.stat(name)).toBeUndefined()
    await expect(place.storage.read(name)).rejects.toThrow()
    expect(place.leftovers()).not.toContain(name)
  })

  it('refuses a name it did not issue', async () => {
    expect(() => place.storage.begin('../../etc/passwd')).toThrow(/Not a stored file name/)
    await expect(place.storage.stat('x/../../y.jpg')).rejects.toThrow(/Not a stored file name/)
  })
})

describe('STORAGE_URL', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'storage-url-test-secret-0123456789abcdef', ...env })

  it('names a bucket, its prefix, endpoint, region and the usual AWS keys', () => {
    const config = load({
      STORAGE_URL: 's3://club-files/scouting?endpoint=http://minio:9000&region=eu-west-1',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    })
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'club-files',
      prefix: 'scouting/',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    })
  })

  it('keeps the local folder when unset, and refuses what is not a bucket address', () => {
    expect(load({}).storage.kind).toBe('local')
    expect(() => load({ STORAGE_URL: 'https://bucket.example' })).toThrow(/s3:\/\/bucket/)
    expect(() => load({ STORAGE_URL: 's3://b?endpoint=minio:9000' })).toThrow(/http\(s\) address/)
    expect(() => load({ STORAGE_URL: 's3://b', AWS_ACCESS_KEY_ID: 'id' })).toThrow(/both/)
  })
})
