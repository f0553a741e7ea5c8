import 'fake-indexeddb/auto'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discardWrite, keepMine, takeTheirs } from '../../src/api/outbox/actions'
import { syncIndicator } from '../../src/api/outbox/sync.machine'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { faultyNetwork, openPage } from './idempotency-replay-harness'

// Two members edit the same country: one on a tablet that is offline, one online. The tablet's edits meet
// the real server's 409 with the current record; the member resolves them, and nobody's edit is lost silently.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function setup() {
  const tablet = await t.loginAs('community')
  const office = await t.loginAs('community')
  const uid = uuidv7()
  await office.inject({
    method: 'POST',
    url: '/api/community/country',
    payload: { uid, name: `Conflict ${uid}` },
  })
  const net = faultyNetwork(tablet)
  const page = await openPage(tablet.account.uid, `conflict-${uid}`, net)
  net.online = false
  page.setOnline(false)
  // Two edits on the tablet, the second made on top of the first (versions 1 → 2 → 3 as far as it knows).
  const edit = (continent: string, version: number) =>
    page.write({ method: 'PUT', url: `/api/community/country/${uid}`, body: { continent, version } })
  await edit('Tablet 1', 1)
  await edit('Tablet 2', 2)
  // Meanwhile someone in the office edits the same country.
  const theirs = await office.inject({
    method: 'PUT',
    url: `/api/community/country/${uid}`,
    payload: { continent: 'Office', version: 1 },
  })
  expect(theirs.statusCode).toBe(200)
  net.online = true
  page.setOnline(true)
  const s = await page.settle()
  return { page, uid, s, server: () => read(office, uid) }
}

const read = async (client: TestClient, uid: string) =>
  (await client.inject({ url: `/api/community/country/${uid}` })).json().data as {
    version: number
    continent: string
  }

describe('a conflict with someone else’s edit', () => {
  it('stops my edits of that record, shows theirs, and "keep mine" applies both of mine on top', async () => {
    const { page, s, server } = await setup()
    expect(syncIndicator(s)).toMatchObject({ problems: 1, waiting: 1 })
    const [first, second] = await page.outbox.list()
    expect(first).toMatchObject({ status: 'conflict', current: { continent: 'Office', version: 2 } })
    expect(second).toMatchObject({ status: 'waiting' })
    expect(await server()).toMatchObject({ continent: 'Office', version: 2 })

    await keepMine(page.outbox, first!.id)
    expect((await page.settle()).context.writes).toEqual([])
    expect(await server()).toMatchObject({ continent: 'Tablet 2', version: 4 })
    page.close()
  })

  it('"take theirs" keeps the office edit and turns my later edit into a conflict instead of overwriting it', async () => {
    const { page, s, server } = await setup()
    const [first] = s.context.writes
    expect(await takeTheirs(page.outbox, first!.id)).toMatchObject({ continent: 'Office', version: 2 })
    const after = await page.settle()
    const [second] = after.context.writes
    expect(second).toMatchObject({ status: 'conflict', lastError: { code: 'BASE_DISCARDED' } })
    expect(await server()).toMatchObject({ continent: 'Office', version: 2 })

    await discardWrite(page.outbox, second!.id)
    expect((await page.settle()).context.writes).toEqual([])
    expect(await server()).toMatchObject({ continent: 'Office', version: 2 })
    page.close()
  })
})
