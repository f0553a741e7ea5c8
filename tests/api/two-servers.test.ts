import fs from 'node:fs'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PART_BYTES } from '../../server/adapters/storage/s3-upload'
import { type Database, openDatabase } from '../../server/db/client'
import { createAccount } from '../../server/domain/accounts/accounts'
import { authPaths, communityPaths, forgetPasswordPath, mediaPaths } from '../../src/api/contract/terms/paths'
import { tinyMp4 } from '../fixtures/uploads/mp4'
import { multipart, png } from '../fixtures/uploads/multipart'
import { FetchBrowser } from '../support/fetch-browser'
import { startTestS3, type TestS3 } from '../support/s3-server'
import { emptyDatabaseEnv } from '../support/scratch-database'
import { type ServerProcess, startServerProcess } from '../support/server-process'
import { refusedAtOnce } from '../support/session-notice-wait'
import { until } from '../support/until'

// Several servers on one database (docs/deploy.md): two real server processes, each with its own data folder,
// on one PostgreSQL and one bucket, with a browser whose requests a load balancer sends to either. What one
// server does, the other sees at once: sessions, their end, rate limits, the mail queue, outbox replays, files.

const onPostgres = process.env.TEST_DB_KIND === 'pg'
const PASSWORD = 'correct-horse-battery-staple'
const SECRET = 'two-servers-share-this-secret-0123456789abcdef'

let s3: TestS3
let bucket: string
let sink: SMTPServer
const inbox: string[] = []
let database: Database
let dropDatabase = async () => {}
const dataDirs: string[] = []
let a: ServerProcess
let b: ServerProcess

beforeAll(async () => {
  if (!onPostgres) return
  s3 = await startTestS3()
  bucket = await s3.bucket()
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        inbox.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  const smtpPort = (sink.server.address() as net.AddressInfo).port
  const scratch = await emptyDatabaseEnv('two')
  dropDatabase = scratch.drop
  const env = (name: string) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `scouting-${name}-`))
    dataDirs.push(dataDir)
    return {
      ...scratch.env,
      ...s3.env(bucket),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      SESSION_SECRET: SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    }
  }
  // Started together on an empty database, as a deploy starts them: one migrates, the other waits for it.
  ;[a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))])
  database = await openDatabase({ databaseUrl: scratch.env.DATABASE_URL! })
}, 180_000)

afterAll(async () => {
  if (!onPostgres) return
  await Promise.all([a?.stop(), b?.stop()])
  await database?.close()
  await dropDatabase()
  await new Promise<void>((resolve) => sink.close(() => resolve()))
  await s3.close()
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

let accounts = 0
const member = (email = `member-${accounts++}@two.example`) =>
  createAccount(database.db, { role: 'community', email, password: PASSWORD, name: 'Two Servers' })

const paths = authPaths('community')
async function signedIn(base: string, email: string) {
  const browser = new FetchBrowser()
  const res = await browser.request(base, 'POST', paths.login, { json: { email, password: PASSWORD } })
  expect(res.status).toBe(200)
  return browser
}
const dashboard = (browser: FetchBrowser, base: string) =>
  browser.request(base, 'GET', communityPaths.dashboard).then((r) => r.status)

describe.runIf(onPostgres)('two servers on one PostgreSQL and one bucket', () => {
  it('a sign-in on one is valid on the other, and a logout on either ends it on both at once', async () => {
    const { email } = await member()
    const browser = await signedIn(a.base, email)
    expect(await dashboard(browser, b.base)).toBe(200)
    expect(await dashboard(browser, a.base)).toBe(200)
    const out = await browser.request(b.base, 'POST', paths.logout, { json: {} })
    expect(out.status).toBe(200)
    // The cookie kept by hand: the session itself must be gone, on the server that did not answer the logout.
    const kept = await signedIn(a.base, email)
    const token = new Map(kept.cookies)
    expect(await dashboard(kept, a.base)).toBe(200)
    await kept.request(b.base, 'POST', paths.logout, { json: {} })
    for (const [name, value] of token) kept.cookies.set(name, value)
    expect(await refusedAtOnce(() => dashboard(kept, a.base))).toBe(true)
    expect(await dashboard(kept, b.base)).toBe(401)
  })

  it('"log out everywhere" on one ends the sessions read just before on the other', async () => {
    const { email } = await member()
    const phone = await signedIn(a.base, email)
    const tablet = await signedIn(b.base, email)
    expect(await dashboard(tablet, a.base)).toBe(200)
    expect(await dashboard(phone, b.base)).toBe(200)
    const all = await phone.request(b.base, 'POST', paths.logoutAll, { json: { email, password: PASSWORD } })
    expect(all.status).toBe(200)
    expect(await refusedAtOnce(() => dashboard(tablet, a.base))).toBe(true)
    expect(await dashboard(tablet, b.base)).toBe(401)
  })

  it('a rate limit counts across both, and each queued mail is sent once', async () => {
    // Five forgotten-password requests for each of four addresses, half to each server, all at once: the
    // address budget is 5 and the caller's 20 per 15 minutes, whichever server counts.
    const emails = await Promise.all([0, 1, 2, 3].map(async () => (await member()).email))
    const anyone = new FetchBrowser()
    const ask = (base: string, email: string) =>
      anyone.request(base, 'POST', forgetPasswordPath, { json: { email } }).then((r) => r.status)
    await anyone.request(a.base, 'GET', '/api/health')
    const answers = await Promise.all(
      emails.flatMap((email) => [0, 1, 2, 3, 4].map((i) => ask(i % 2 ? a.base : b.base, email))),
    )
    expect(answers).toEqual(Array(20).fill(200))
    expect(await ask(a.base, emails[0]!)).toBe(429)
    expect(await ask(b.base, 'someone-else@two.example')).toBe(429)

    // 20 reset mails queued on both servers, both delivering: the sink gets 20, no mail twice.
    await until(() => inbox.length >= 20, 30_000, 200)
    await new Promise((r) => setTimeout(r, 6000)) // past both servers' next delivery pass
    expect(inbox).toHaveLength(20)
    expect(new Set(inbox.map((mail) => /token=([\w-]+)/.exec(mail.replace(/=\r?\n/g, ''))?.[1])).size).toBe(
      20,
    )
    const { rows } = await database.db.execute<{ sent: number; tries: number }>(
      sql`select count(sent_at)::int as sent, max(attempts)::int as tries from mail_outbox`,
    )
    expect(rows[0]).toEqual({ sent: 20, tries: 1 })
  })

  it('an outbox replay with the same Idempotency-Key is applied once, whichever server gets it', async () => {
    const { email } = await member()
    const tablet = await signedIn(a.base, email)
    const send = (base: string) =>
      tablet.request(base, 'POST', '/api/community/player', {
        json: { name: 'Replayed Once' },
        headers: { 'idempotency-key': 'tablet-outbox-0001' },
      })
    // The tablet's first try and its replay arrive together, one on each server; then another replay.
    const [first, second] = await Promise.all([send(a.base), send(b.base)])
    const third = await send(b.base)
    expect([first.status, second.status, third.status]).toEqual([first.status, first.status, first.status])
    const uid = first.json().data.uid
    expect(second.json().data.uid).toBe(uid)
    expect(third.json().data.uid).toBe(uid)
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from players where name = 'Replayed Once'`,
    )
    expect(rows[0]!.n).toBe(1)
  })

  it('a file uploaded through one is read, by range too, and deleted through the other', async () => {
    const { email } = await member()
    const browser = await signedIn(a.base, email)
    const player = await browser.request(a.base, 'POST', '/api/community/player', {
      json: { name: 'Pictured' },
    })
    const id = player.json().data.uid
    const form = await multipart(
      {},
      { field: 'pic', data: await png(), filename: 'p.png', type: 'image/png' },
    )
    const up = await browser.request(a.base, 'POST', mediaPaths.profilePic(id), {
      body: form.payload,
      headers: form.headers,
    })
    expect(up.status).toBe(200)
    const { pic, thumb } = up.json().data
    const picOnB = await browser.request(b.base, 'GET', pic)
    expect(picOnB.status).toBe(200)
    expect(picOnB.headers.get('content-type')).toBe('image/png')
    expect((await browser.request(b.base, 'GET', thumb)).headers.get('content-type')).toBe('image/webp')

    const video = tinyMp4(PART_BYTES + 4000)
    const clip = await multipart({}, { field: 'video', data: video, filename: 'm.mp4', type: 'video/mp4' })
    const sent = await browser.request(b.base, 'POST', mediaPaths.video, {
      body: clip.payload,
      headers: clip.headers,
    })
    expect(sent.status).toBe(201)
    const seek = await browser.request(a.base, 'GET', sent.json().data.url, {
      headers: { range: `bytes=${PART_BYTES}-${PART_BYTES + 99}` },
    })
    expect(seek.status).toBe(206)
    expect(seek.bytes.equals(video.subarray(PART_BYTES, PART_BYTES + 100))).toBe(true)

    const gone = await browser.request(b.base, 'DELETE', mediaPaths.profilePic(id))
    expect(gone.status).toBe(200)
    expect((await browser.request(a.base, 'GET', pic)).status).toBe(404)
    const names = s3.leftovers(bucket)
    for (const url of [pic, thumb]) expect(names).not.toContain(url.replace('/api/files/', ''))
  })
})
