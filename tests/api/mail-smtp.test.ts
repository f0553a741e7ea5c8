import net from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../server/db/schema/index'
import { FORGET_PASSWORD_ANSWER } from '../../src/api/contract/auth'
import { authPaths } from '../../src/api/contract/paths'
import { buildTestApp, type TestApp } from '../support/test-app'

// With SMTP_URL set, reset mails go to a real SMTP server (here smtp-server on a random local port) instead of
// the outbox table; an unreachable SMTP server must not change the answer forget-password gives.

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
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email))).toHaveLength(0)

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
