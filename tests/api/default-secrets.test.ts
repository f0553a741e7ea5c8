import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signEvent } from '../../server/adapters/payments/webhook-events'
import { DEFAULT_SECRET, loadConfig } from '../../server/config'
import { SECRET_FILE } from '../../server/kept-secret'
import { buildTestApp, type TestApp } from '../support/test-app'

// docs/security.md: no secret anyone can read in the source. Without SESSION_SECRET (outside production) the server
// makes a random one once and keeps it in the data directory; the sandbox webhook key derives from it, so an
// event signed with a key derived from the old published default is refused. The server listens on this
// machine only unless HOST says otherwise.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'scoutline-secret-'))
const fromSource = `whsec_${createHmac('sha256', DEFAULT_SECRET).update('payments-sandbox-webhook').digest('base64url')}`

describe('the session secret outside production', () => {
  it('is made once, kept in the data directory (owner-only), and read again on the next start', () => {
    const dataDir = scratch()
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir })
    expect(first.secret).not.toBe(DEFAULT_SECRET)
    expect(first.secret.length).toBeGreaterThanOrEqual(32)
    const file = path.join(dataDir, SECRET_FILE)
    expect(fs.readFileSync(file, 'utf8')).toBe(first.secret)
    expect(fs.statSync(file).mode & 0o077).toBe(0)
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).secret).toBe(first.secret)
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: scratch() }).secret).not.toBe(first.secret)
  })

  it('is the one given when SESSION_SECRET is set, and production still requires it', () => {
    const secret = 'k9#Lq2!vR8@zT4$wX1%yB6^nM3&cD7*h-given'
    const dataDir = scratch()
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).secret).toBe(secret)
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false)
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/SESSION_SECRET/)
  })
})

describe('the sandbox payment webhook', () => {
  const deliver = async (secret: string) => {
    const payload = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    })
    return t.anonymous().inject({
      method: 'POST',
      url: '/api/payments/webhook',
      csrf: false,
      headers: { 'content-type': 'application/json', 'stripe-signature': await signEvent(payload, secret) },
      payload,
    })
  }

  it('refuses an event signed with the key the source would give', async () => {
    const forged = await deliver(fromSource)
    expect(forged.statusCode, forged.body).toBe(400)
    expect(forged.json().message).toBe('The webhook signature does not verify')
    const real = t.config.payments.provider === 'sandbox' ? t.config.payments.webhookSecret : ''
    expect(real).not.toBe(fromSource)
    expect((await deliver(real)).statusCode).toBe(200)
  })
})

describe('HOST', () => {
  it('is this machine only by default; HOST=0.0.0.0 opens it to the club network', () => {
    expect(loadConfig({ DATA_DIR: scratch() }).host).toBe('127.0.0.1')
    expect(loadConfig({ DATA_DIR: scratch(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })
})
