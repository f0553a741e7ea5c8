import 'fake-indexeddb/auto'
import { eq, like } from 'drizzle-orm'
import fc from 'fast-check'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../server/db/schema/idempotency'
import { countries } from '../../server/db/schema/index'
import { buildTestApp, type TestApp } from '../support/test-app'
import { type Fault, faultyNetwork, openPage } from './idempotency-replay-harness'

// Property: whatever the network does — offline spells, lost requests, answers lost after the server
// committed, 503s, duplicate and late deliveries, expired sessions — and however often the page reloads or a
// second tab replays the same queue, every write a community member made is applied on the real server
// exactly once, each record's writes in order, and nothing is left behind or dropped.

type Command =
  | { type: 'create' }
  | { type: 'createNoUid' }
  | { type: 'update'; pick: number }
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'reload' }
  | { type: 'sync' }
  | { type: 'secondTab' }

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ type: 'create' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'createNoUid' } as const) },
  { weight: 5, arbitrary: fc.nat(50).map((pick) => ({ type: 'update', pick }) as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'offline' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'online' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'reload' } as const) },
  { weight: 2, arbitrary: fc.constant({ type: 'sync' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'secondTab' } as const) },
)
const fault: fc.Arbitrary<Fault> = fc.constantFrom(
  'ok',
  'ok',
  'drop-before',
  'drop-after',
  'gateway-503',
  'duplicate',
  'late',
  'session-expired',
)

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

interface Rec {
  uid: string
  version: number
  continent: string | null
}

async function scenario(commands: Command[], faults: Fault[]) {
  const client = await t.loginAs('community')
  const userUid = client.account.uid
  const prefix = `r${uuidv7().slice(-12)}`
  const net = faultyNetwork(client)
  net.faults = [...faults]
  const records: Rec[] = []
  const noUidNames: string[] = []
  let writes = 0
  let page = await openPage(userUid, prefix, net)

  for (const [i, c] of commands.entries()) {
    if (c.type === 'create') {
      const rec = { uid: uuidv7(), version: 1, continent: null }
      records.push(rec)
      writes++
      await page.write({
        method: 'POST',
        url: '/api/community/country',
        body: { uid: rec.uid, name: `${prefix}-${i}` },
      })
    } else if (c.type === 'createNoUid') {
      noUidNames.push(`${prefix}-n${i}`)
      writes++
      await page.write({ method: 'POST', url: '/api/community/country', body: { name: `${prefix}-n${i}` } })
    } else if (c.type === 'update' && records.length) {
      const rec = records[c.pick % records.length]!
      const body = { continent: `${prefix}-c${i}`, version: rec.version }
      rec.version++
      rec.continent = body.continent
      writes++
      await page.write({ method: 'PUT', url: `/api/community/country/${rec.uid}`, body })
    } else if (c.type === 'offline' || c.type === 'online') {
      net.online = c.type === 'online'
      page.setOnline(net.online)
    } else if (c.type === 'reload') {
      page.close()
      page = await openPage(userUid, prefix, net)
    } else if (c.type === 'sync') {
      await page.settle()
    } else if (c.type === 'secondTab') {
      const tab = await openPage(userUid, prefix, net)
      await Promise.all([page.settle(), tab.settle()])
      tab.close()
    }
  }

  // The network comes back for good: everything must drain.
  net.online = true
  net.faults = []
  page.setOnline(true)
  const final = await page.settle()
  await net.drain()
  page.close()

  expect(final.context.writes).toEqual([])
  expect(await page.outbox.list()).toEqual([])
  const rows = await t.db
    .select()
    .from(countries)
    .where(like(countries.name, `${prefix}-%`))
  expect(rows).toHaveLength(records.length + noUidNames.length)
  for (const rec of records) {
    const row = rows.find((r) => r.uid === rec.uid)
    expect(row, `record ${rec.uid}`).toBeDefined()
    expect({ version: row!.version, continent: row!.continent }).toEqual({
      version: rec.version,
      continent: rec.continent,
    })
  }
  expect(rows.filter((r) => noUidNames.includes(r.name))).toHaveLength(noUidNames.length)
  const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.accountUid, userUid))
  expect(keys).toHaveLength(writes)
}

describe('offline replay through the real server', () => {
  it('applies every write exactly once, in per-record order, losing nothing', {
    timeout: 120_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 24 }),
        fc.array(fault, { maxLength: 40 }),
        scenario,
      ),
      { numRuns: 25 },
    )
  })
})
