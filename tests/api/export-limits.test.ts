import type { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORTS_PER_PROCESS } from '../../server/http/export-slots'
import { scoutExportPaths } from '../../src/api/contract/terms/paths'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// One scout must not slow everyone with exports (server/plugins/export-limit.ts): a second download from the same
// account while the first is still being written is 429 in words with Retry-After, and so is one past the few the
// server writes at once; a finished download gives its place back. A download is held open here by not reading
// it: the file is larger than what the response buffers, so its writing waits for the reader.

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
  await t.db.execute(sql`insert into players (uid, name, date_of_birth, main_position)
    select gen_random_uuid(), 'Held Player ' || i, date '1995-01-01' + i, 'CM' from generate_series(1, 1500) i`)
  await t.db.execute(
    sql`insert into player_totals (player_id) select uid from players on conflict do nothing`,
  )
})
afterAll(() => t.close())

/** A search export whose answer has begun and is not read: it keeps its place until its stream is read out. */
async function heldExport(scout: TestClient) {
  const res = await scout.inject({
    method: 'GET',
    url: `${scoutExportPaths.search}?format=csv`,
    payloadAsStream: true,
  })
  expect(res.statusCode).toBe(200)
  const stream = res.stream() as Readable
  return {
    /** Reads the file to its end: the download is over. */
    finish: async () => {
      let bytes = 0
      for await (const chunk of stream) bytes += (chunk as Buffer).length
      await new Promise((r) => setTimeout(r, 10)) // the response's 'close' comes on the next tick
      return bytes
    },
  }
}

const exportOf = (scout: TestClient, url: string) => scout.inject({ method: 'GET', url })

describe('downloads at once', () => {
  it('lets one account download one file at a time: a second is 429 in words with Retry-After', async () => {
    const scout = await t.loginAs('scout')
    const first = await heldExport(scout)
    for (const url of [`${scoutExportPaths.search}?format=csv`, `${scoutExportPaths.shortlist}?format=csv`]) {
      const second = await exportOf(scout, url)
      expect(second.statusCode).toBe(429)
      expect(second.headers['retry-after']).toBe('10')
      expect(second.json().message).toBe(
        'You can download one file at a time, and your other download is still being prepared. Try again when it has finished.',
      )
    }
    expect(await first.finish()).toBeGreaterThan(50_000)
    const again = await exportOf(scout, `${scoutExportPaths.shortlist}?format=csv`)
    expect(again.statusCode).toBe(200)
  })

  it(`writes at most ${EXPORTS_PER_PROCESS} files at once for everyone: one more is 429 in words`, async () => {
    const held = []
    for (let i = 0; i < EXPORTS_PER_PROCESS; i++) held.push(await heldExport(await t.loginAs('scout')))
    const other = await t.loginAs('scout')
    const refused = await exportOf(other, `${scoutExportPaths.shortlist}?format=csv`)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('10')
    expect(refused.json().message).toBe(
      'The server is preparing as many downloads as it can at once just now. Try again in a few seconds.',
    )
    // An admin's export counts among them too.
    const admin = await t.loginAs('admin')
    expect((await exportOf(admin, '/api/admin/scout/export?format=csv')).statusCode).toBe(429)
    // Other reads are not held back.
    expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    await held[0]!.finish()
    expect((await exportOf(other, `${scoutExportPaths.shortlist}?format=csv`)).statusCode).toBe(200)
    await held[1]!.finish()
  })

  it('gives the place back when a download is refused before it starts', async () => {
    const scout = await t.loginAs('scout')
    const bad = await exportOf(
      scout,
      `${scoutExportPaths.list('00000000-0000-4000-8000-000000000000')}?format=csv`,
    )
    expect(bad.statusCode).toBe(404)
    expect((await exportOf(scout, `${scoutExportPaths.shortlist}?format=csv`)).statusCode).toBe(200)
  })
})
