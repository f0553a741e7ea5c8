import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { gracefulShutdown } from '../../server/graceful-shutdown'
import { tinyMp4 } from '../fixtures/uploads/mp4'
import { multipart } from '../fixtures/uploads/multipart'
import { buildTestApp, type TestApp } from '../support/test-app'

// A deploy's SIGTERM while someone downloads a long file (server/graceful-shutdown.ts), on real sockets: the
// download under way gets a bounded grace and is then cut, so the process ends in bounded time; a connection
// left idle once its answer ended closes at once instead of being kept alive for 72 s. The file is a full
// match's video, larger than what the sockets buffer, so a reader that stops reading holds it unfinished (a
// CSV of as many bytes is 100,000 players, more than a test can seed here; its connection is the same).

const VIDEO_BYTES = 16 * 1024 * 1024
const DRAIN = { quietMs: 50, deadlineMs: 1_000 }
let t: TestApp | undefined
const agents: http.Agent[] = []
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy()
  await t?.close()
  t = undefined
})

async function serve(graceMs: number) {
  let drainAndClose = async () => {}
  t = await buildTestApp({}, (app) => {
    drainAndClose = gracefulShutdown(app, { ...DRAIN, graceMs })
  })
  const member = await t.loginAs('community')
  const video = tinyMp4(VIDEO_BYTES)
  const upload = await member.inject({
    method: 'POST',
    url: '/api/community/video',
    ...(await multipart({}, { field: 'video', data: video, filename: 'final.mp4', type: 'video/mp4' })),
  })
  expect(upload.statusCode, upload.body).toBe(201)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  return { drainAndClose, port, path: upload.json().data.url as string, size: video.length }
}

/** A browser's download on a kept-alive connection, paused after its first bytes until `resume()`. */
async function pausedDownload(port: number, path: string) {
  const agent = new http.Agent({ keepAlive: true })
  agents.push(agent)
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get({ port, host: '127.0.0.1', path, agent }).on('response', resolve).on('error', reject),
  )
  expect(res.statusCode).toBe(200)
  let bytes = 0
  const ended = new Promise<'whole' | 'cut'>((resolve) => {
    res.on('end', () => resolve(res.complete ? 'whole' : 'cut'))
    res.on('error', () => resolve('cut'))
    res.on('close', () => resolve(res.complete ? 'whole' : 'cut'))
  })
  await new Promise<void>((resolve) =>
    res.on('data', (chunk: Buffer) => {
      if (bytes === 0) {
        res.pause()
        resolve()
      }
      bytes += chunk.length
    }),
  )
  return { ended, bytes: () => bytes, resume: () => res.resume() }
}

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<'still open'>((r) => setTimeout(() => r('still open'), ms))])

describe('SIGTERM during a long download', { timeout: 120_000 }, () => {
  it('gives a download nobody reads a bounded grace, then cuts it and closes', async () => {
    const { drainAndClose, port, path, size } = await serve(2_000)
    const download = await pausedDownload(port, path)
    const started = Date.now()
    const closed = await within(
      15_000,
      drainAndClose().then(() => Date.now() - started),
    )
    expect(closed).not.toBe('still open')
    // The download had its grace (2 s after the drain), and not much more.
    expect(closed).toBeGreaterThanOrEqual(2_000)
    expect(closed).toBeLessThan(8_000)
    // The reader, reading again, finds the file cut short.
    download.resume()
    expect(await download.ended).toBe('cut')
    expect(download.bytes()).toBeLessThan(size)
  })

  it('closes at once the kept-alive connection of a download that ended while closing', async () => {
    const { drainAndClose, port, path, size } = await serve(60_000)
    const download = await pausedDownload(port, path)
    const closing = drainAndClose().then(() => Date.now())
    await new Promise((r) => setTimeout(r, DRAIN.quietMs * 4))
    download.resume()
    expect(await download.ended).toBe('whole')
    expect(download.bytes()).toBe(size)
    const ended = Date.now()
    const closedAt = await within(10_000, closing)
    expect(closedAt).not.toBe('still open')
    expect((closedAt as number) - ended).toBeLessThan(2_000)
  })
})
