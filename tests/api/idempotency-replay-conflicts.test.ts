import 'fake-indexeddb/auto'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../server/db/schema/idempotency'
import { discardWrite, keepMine, takeTheirs } from '../../src/api/outbox/actions'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { type Fault, faultyNetwork, openPage } from './idempotency-replay-harness'

// Property: a tablet edits records offline while someone in the office edits the same records online. Every
// conflict reaches the tablet's user, who keeps theirs, takes the office's or discards; afterwards each record's
// version on the server counts every office edit and every tablet edit the user did not give up — exactly once
// — and the outbox is empty. No edit is overwritten or applied without the user seeing it.

type Command =
  | { type: 'create' }
  | { type: 'update'; pick: number }
  | { type: 'office'; pick: number }
  | { type: 'network'; online: boolean }
  | { type: 'reload' }
  | { type: 'sync' }
type Decision = 'keep' | 'theirs' | 'discard'

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ type: 'create' } as const) },
  { weight: 5, arbitrary: fc.nat(20).map((pick) => ({ type: 'update', pick }) as const) },
  { weight: 3, arbitrary: fc.nat(20).map((pick) => ({ type: 'office', pick }) as const) },
  { weight: 2, arbitrary: fc.boolean().map((online) => ({ type: 'network', online }) as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'reload' } as const) },
  { weight: 2, arbitrary: fc.constant({ type: 'sync' } as const) },
)
const fault = fc.constantFrom<Fault>('ok', 'ok', 'ok', 'drop-after', 'duplicate', 'late', 'gateway-503')
const decision = fc.constantFrom<Decision>('keep', 'theirs', 'discard')

let t: TestApp
let office: TestClient
beforeAll(async () => {
  t = await buildTestApp()
  office = await t.loginAs('community')
})
afterAll(() => t.close())

interface Rec {
  uid: string
  tabletVersion: number
  tabletEdits: number
  officeEdits: number
  givenUp: number
}

/** An office edit on the record as the server has it now; false when the record has not synced yet. */
async function officeEdit(uid: string, continent: string): Promise<boolean> {
  for (let i = 0; i < 10; i++) {
    const now = await office.inject({ url: `/api/community/country/${uid}` })
    if (now.statusCode === 404) return false
    const { version } = now.json().data
    const res = await office.inject({
      method: 'PUT',
      url: `/api/community/country/${uid}`,
      payload: { continent, version },
    })
    if (res.statusCode === 200) return true
    expect(res.statusCode).toBe(409) // the tablet's replay got there first: read again
  }
  throw new Error('office edit never went through')
}

async function scenario(commands: Command[], faults: Fault[], decisions: Decision[]) {
  const tablet = await t.loginAs('community')
  const prefix = `x${uuidv7().slice(-12)}`
  const net = faultyNetwork(tablet)
  net.faults = [...faults]
  const records: Rec[] = []
  let page = await openPage(tablet.account.uid, prefix, net)
  for (const [i, c] of commands.entries()) {
    const rec = records.length && 'pick' in c ? records[c.pick % records.length] : undefined
    if (c.type === 'create') {
      const r = { uid: uuidv7(), tabletVersion: 1, tabletEdits: 0, officeEdits: 0, givenUp: 0 }
      records.push(r)
      await page.write({
        method: 'POST',
        url: '/api/community/country',
        body: { uid: r.uid, name: `${prefix}-${i}` },
      })
    } else if (c.type === 'update' && rec) {
      rec.tabletEdits++
      let body = { continent: `tablet-${i}`, version: rec.tabletVersion++ }
      for (;;) {
        const refused = await page
          .write({ method: 'PUT', url: `/api/community/country/${rec.uid}`, body })
          .then(() => undefined)
          .catch((e: { name?: string; status?: number; current?: { version: number } }) => e)
        if (!refused) break
        // Sent straight away and refused: the form shows the conflict and the user decides on the spot.
        expect(refused).toMatchObject({ name: 'WriteRefused', status: 409 })
        const version = refused.current!.version
        if ((decisions.shift() ?? 'keep') !== 'keep') {
          rec.givenUp++
          rec.tabletVersion = version
          break
        }
        body = { ...body, version }
        rec.tabletVersion = version + 1
      }
    } else if (c.type === 'office' && rec) {
      if (await officeEdit(rec.uid, `office-${i}`)) rec.officeEdits++
    } else if (c.type === 'network') {
      net.online = c.online
      page.setOnline(c.online)
    } else if (c.type === 'reload') {
      page.close()
      page = await openPage(tablet.account.uid, prefix, net)
    } else if (c.type === 'sync') {
      await page.settle()
    }
  }

  // Back online for good; the user works through every conflict the tablet shows.
  net.online = true
  net.faults = []
  page.setOnline(true)
  for (let round = 0; ; round++) {
    expect(round).toBeLessThan(200)
    const { writes } = (await page.settle()).context
    if (writes.length === 0) break
    const problem = writes.find((w) => w.status !== 'waiting')
    expect(problem?.status).toBe('conflict') // never "failed": every write here is a valid one
    const rec = records.find((r) => r.uid === problem!.recordUid)!
    const choice = decisions.shift() ?? 'keep'
    if (choice === 'keep') await keepMine(page.outbox, problem!.id)
    else {
      rec.givenUp++
      await (choice === 'theirs'
        ? takeTheirs(page.outbox, problem!.id)
        : discardWrite(page.outbox, problem!.id))
    }
  }
  await net.drain()
  page.close()

  for (const r of records) {
    const row = (await office.inject({ url: `/api/community/country/${r.uid}` })).json().data
    expect(row.version, `versions of ${r.uid}`).toBe(1 + r.officeEdits + r.tabletEdits - r.givenUp)
  }
  const keys = await t.db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.accountUid, tablet.account.uid))
  const applied = records.reduce((n, r) => n + 1 + r.tabletEdits - r.givenUp, 0)
  expect(keys).toHaveLength(applied)
}

describe('offline edits meeting online edits', () => {
  it('shows every conflict and applies each kept edit exactly once', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 20 }),
        fc.array(fault, { maxLength: 20 }),
        fc.array(decision, { maxLength: 20 }),
        scenario,
      ),
      { numRuns: 20 },
    )
  })
})
