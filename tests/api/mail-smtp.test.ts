import net from 'node:net'
import { eq, inArray } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { mailOutbox } from '../../server/db/schema/index'
import { FORGET_PASSWORD_ANSWER } from '../../src/api/contract/schemas/auth'
import { authPaths } from '../../src/api/contract/terms/paths'
import { buildTestApp, type TestApp } from '../support/test-app'

// With SMTP_URL set, mail is queued in the database and delivered to a real SMTP server (here smtp-server on a
// random local port); an unreachable SMTP server changes neither the answer nor its timing, and the queue
// retries — across a restart — until the server takes the mail (docs/security.md).

interface Received {
  from: string
  to: string[]
  raw: string
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of a plain-text mail. */
const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

let sink: SMTPServer
let port: number
const inbox: Received[] = []
const waiters: (() => void)[] = []

function nextMail(count: number) {
  return new Promise<Received>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no mail reached the SMTP sink')), 10_000)
    const check = () => {
      if (inbox.length < count) return false
      clearTimeout(timer)
      resolve(inbox[count - 1]!)
      return true
    }
    if (!check()) waiters.push(() => void check())
  })
}

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        for (const w of waiters.splice(0)) w()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  port = (sink.server.address() as net.AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())))

describe('reset mail over SMTP', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Scouting <no-reply@club.example>',
    })
  })
  afterAll(() => t.close())

  it('delivers the link to the SMTP server, not the outbox, and the link resets the password', async () => {
    const account = await t.createUser('scout')
    const res = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('scout').forgetPassword,
      payload: { email: account.email },
    })
    expect(res.json()).toEqual({ data: { message: FORGET_PASSWORD_ANSWER } })

    const mail = await nextMail(1)
    expect(mail.to).toEqual([account.email])
    expect(mail.from).toBe('no-reply@club.example')
    const text = decodeQuotedPrintable(mail.raw)
    expect(text).toMatch(/Subject: Reset your password/)
    const token = text.match(/\/forget-password\?role=scout&token=([\w%-]+)/)?.[1]
    expect(token).toBeDefined()
    // Queued first (durable), then delivered and marked sent.
    await expect
      .poll(
        async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email)))[0]?.sentAt,
      )
      .toBeInstanceOf(Date)

    const reset = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('scout').resetPassword,
      payload: { token: decodeURIComponent(token!), password: 'chosen-after-smtp-mail' },
    })
    expect(reset.statusCode).toBe(200)
    const login = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('scout').login,
      payload: { email: account.email, password: 'chosen-after-smtp-mail' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('sends nothing for an unknown address and answers the same', async () => {
    const before = inbox.length
    const res = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('community').forgetPassword,
      payload: { email: 'nobody-here@test.example' },
    })
    expect(res.json()).toEqual({ data: { message: FORGET_PASSWORD_ANSWER } })
    // A known address sent right after arrives next: nothing was queued for the unknown one in between.
    const known = await t.createUser('community')
    await t.anonymous().inject({
      method: 'POST',
      url: authPaths('community').forgetPassword,
      payload: { email: known.email },
    })
    const mail = await nextMail(before + 1)
    expect(mail.to).toEqual([known.email])
  })
})

describe('an unreachable SMTP server', () => {
  let t: TestApp
  let closedPort: number
  beforeAll(async () => {
    // A port that was just free and has nothing listening.
    const probe = net.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    closedPort = (probe.address() as net.AddressInfo).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` })
  })
  afterAll(() => t.close())

  it('does not reveal which addresses have accounts: known and unknown get the same answer', async () => {
    const account = await t.createUser('admin')
    const ask = (email: string) =>
      t.anonymous().inject({ method: 'POST', url: authPaths('admin').forgetPassword, payload: { email } })
    const known = await ask(account.email)
    const unknown = await ask('not-an-admin@test.example')
    expect(known.statusCode).toBe(200)
    expect(known.body).toBe(unknown.body)
    expect(known.json()).toEqual({ data: { message: FORGET_PASSWORD_ANSWER } })
  })
})

describe('the delivery queue', () => {
  it('answers a known and an unknown address in the same time, whatever SMTP does (answer first, send later)', async () => {
    const t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' }) // a port where nothing answers
    try {
      // Each try asks for its own account: one address may ask 5 times in 15 minutes (the limit answers faster).
      const accounts = await Promise.all(Array.from({ length: 9 }, () => t.createUser('scout')))
      const time = async (email: string) => {
        const started = performance.now()
        const res = await t.anonymous().inject({
          method: 'POST',
          url: authPaths('scout').forgetPassword,
          payload: { email },
          remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        })
        expect(res.json()).toEqual({ data: { message: FORGET_PASSWORD_ANSWER } })
        return performance.now() - started
      }
      const known: number[] = []
      const unknown: number[] = []
      for (let i = 0; i < 9; i++) {
        known.push(await time(accounts[i]!.email))
        unknown.push(await time(`nobody-${i}@test.example`))
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
      // Before the queue a known address waited for SMTP (≈119 ms against ≈8 ms): now both only touch the database.
      // The known one also writes its mail (a commit): on a busy machine that alone differed by 25 ms, so the bound
      // sits halfway to the SMTP wait it tells apart.
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(60)
      const queued = await t.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.to,
            accounts.map((a) => a.email),
          ),
        )
      expect(queued.length).toBe(9)
    } finally {
      await t.close()
    }
  })

  it('keeps a mail SMTP refused, and delivers it after a restart once the server is back', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
    const account = await down.createUser('community')
    await down.anonymous().inject({
      method: 'POST',
      url: authPaths('community').forgetPassword,
      payload: { email: account.email },
    })
    await expect
      .poll(
        async () =>
          (await down.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email)))[0]?.lastError,
        {
          timeout: 10_000,
        },
      )
      .toBeTruthy()
    const [failed] = await down.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email))
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null })
    // The app stops (a deploy); the mail is still in the database. The next app, with SMTP back, sends it once
    // its retry time has come (brought forward here instead of waiting the backoff).
    await down.app.close()
    await down.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.to, account.email))
    const before = inbox.length
    const up = await buildApp({
      config: { ...down.config, smtpUrl: `smtp://127.0.0.1:${port}` },
      database: down.database,
      logger: false,
    })
    try {
      const mail = await nextMail(before + 1)
      expect(mail.to).toEqual([account.email])
      await expect
        .poll(
          async () => (await up.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email)))[0],
        )
        .toMatchObject({ attempts: 2, sentAt: expect.any(Date) })
    } finally {
      await up.close()
      await down.close()
    }
  })
})
