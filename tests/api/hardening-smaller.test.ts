import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { rateLimits, sessions } from '../../server/db/schema/index'
import { multipart } from '../fixtures/uploads/multipart'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Issue 13 #9, the smaller findings: a secret of spaces, API answers a browser may store, source maps in
// production, a giant picture called damaged, and rows that were never cleaned.

let t: TestApp
let community: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
})
afterAll(() => t.close())

/** A PNG whose header claims width × height, with no pixels: enough for a reader to judge its size. */
function pngClaiming(width: number, height: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('the smaller findings', () => {
  it('refuses a SESSION_SECRET of spaces or of one repeated character', () => {
    for (const secret of [' '.repeat(40), 'a'.repeat(40), `${' '.repeat(30)}ab`])
      expect(() => loadConfig({ SESSION_SECRET: secret })).toThrow(
        /SESSION_SECRET must be at least 32 characters/,
      )
    expect(loadConfig({ SESSION_SECRET: 'k9#Lq2!vR8@zT4$wX1%yB6^nM3&cD7*h' }).secret).toHaveLength(32)
  })

  it('marks API answers no-store, and leaves routes that choose their own caching alone', async () => {
    expect((await community.inject({ url: '/api/health' })).headers['cache-control']).toBe('no-store')
    expect((await community.inject({ url: '/api/community/profile' })).headers['cache-control']).toBe(
      'no-store',
    )
    expect((await community.inject({ url: '/api/public/home' })).headers['cache-control']).toBe(
      'public, no-cache',
    )
  })

  it('serves no source map in production (and still the assets)', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>')
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)')
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.map'), '{"sources":["src/secret.ts"]}')
    for (const [isProduction, mapStatus] of [
      [true, 404],
      [false, 200],
    ] as const) {
      const app = await buildApp({
        config: { ...t.config, isProduction, distDir: dist },
        database: t.database,
        logger: false,
      })
      try {
        expect((await app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(200)
        const map = await app.inject({ url: '/assets/app-1.js.map' })
        expect(map.statusCode).toBe(mapStatus)
        if (isProduction) expect(map.body).not.toContain('secret.ts')
      } finally {
        await app.close()
      }
    }
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('answers 413 (too large), not 415 (damaged), to a picture over the pixel limit', async () => {
    const player = await factories(community).player({ name: 'Giant Picture' })
    const res = await community.inject({
      method: 'POST',
      url: `/api/community/profile_pic/${player.uid}`,
      ...(await multipart(
        {},
        { field: 'pic', data: pngClaiming(20_000, 15_000), filename: 'big.png', type: 'image/png' },
      )),
    })
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().message).toMatch(/larger than 40 megapixels/)
  })

  it('sweeps expired sessions and spent rate-limit windows, and keeps live ones', async () => {
    const live = await t.loginAs('community')
    const account = await t.createUser('community')
    const past = new Date(Date.now() - 60_000)
    await t.db.insert(sessions).values({
      id: '01900000-0000-7000-8000-00000000dead',
      tokenHash: 'expired-session-hash',
      accountUid: account.uid,
      role: 'community',
      expiresAt: past,
    })
    await t.db.insert(rateLimits).values({ key: 'spent-window', hits: 9, resetAt: past })
    const deleted = await t.app.housekeeping()
    expect(deleted.sessions).toBeGreaterThanOrEqual(1)
    expect(deleted.rateLimits).toBeGreaterThanOrEqual(1)
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, 'expired-session-hash'))).toEqual(
      [],
    )
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'spent-window'))).toEqual([])
    expect((await live.inject({ url: '/api/community/token_login' })).statusCode).toBe(200)
  })
})
