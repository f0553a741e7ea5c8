import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../server/db/schema/idempotency'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// The Idempotency-Key contract on real community write routes (country), through inject, on a real database.

let t: TestApp
let community: TestClient & { account: { uid: string } }
let other: TestClient & { account: { uid: string } }
let n = 0

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  other = await t.loginAs('community')
})
afterAll(() => t.close())

const key = () => `key-${uuidv7()}`
const write = (
  client: TestClient,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
  idempotencyKey?: string,
) =>
  client.inject({
    method,
    url: `/api/community/${url}`,
    payload: payload as Record<string, unknown>,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  })
/** Countries with exactly this name (the search also offers similar names when none matches as typed). */
const countriesNamed = async (name: string) =>
  (await community.inject({ method: 'GET', url: `/api/community/country?q=${encodeURIComponent(name)}` }))
    .json()
    .data.filter((c: { name: string }) => c.name === name).length as number
const keyRow = async (accountUid: string, k: string) =>
  (
    await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountUid, accountUid), eq(idempotencyKeys.key, k)))
  )[0]

describe('Idempotency-Key on community writes', () => {
  it('answers a repeated create with the first response and creates nothing more', async () => {
    const k = key()
    const name = `Atlantis ${++n}`
    const first = await write(community, 'POST', 'country', { name }, k)
    expect(first.statusCode).toBe(201)
    const again = await write(community, 'POST', 'country', { name }, k)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await countriesNamed(name)).toBe(1)
    expect(await keyRow(community.account.uid, k)).toMatchObject({ responseStatus: 201, method: 'POST' })
  })

  it('applies a repeated update once: the version moves by one', async () => {
    const created = (await write(community, 'POST', 'country', { name: `Lemuria ${++n}` }, key())).json().data
    const k = key()
    const body = { continent: 'Pacific', version: created.version }
    const first = await write(community, 'PUT', `country/${created.uid}`, body, k)
    const again = await write(community, 'PUT', `country/${created.uid}`, body, k)
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    const now = (
      await community.inject({ method: 'GET', url: `/api/community/country/${created.uid}` })
    ).json().data
    expect(now.version).toBe(created.version + 1)
  })

  it('refuses the same key with a different body or path (422) and changes nothing', async () => {
    const k = key()
    const name = `Mu ${++n}`
    await write(community, 'POST', 'country', { name }, k)
    const otherBody = await write(community, 'POST', 'country', { name: `${name} bis` }, k)
    expect(otherBody.statusCode).toBe(422)
    expect(otherBody.json()).toMatchObject({ message: expect.stringMatching(/different request/) })
    const otherPath = await write(community, 'POST', 'club-country', { name }, k)
    expect(otherPath.statusCode).toBe(422)
    expect(await countriesNamed(`${name} bis`)).toBe(0)
  })

  it('treats the same body with its keys in another order as the same request', async () => {
    const k = key()
    const name = `Hyperborea ${++n}`
    await write(community, 'POST', 'country', { name, continent: 'North' }, k)
    const again = await write(community, 'POST', 'country', { continent: 'North', name }, k)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
  })

  it('keeps keys per account: another member’s identical key is their own write', async () => {
    const k = key()
    await write(community, 'POST', 'country', { name: `Thule ${++n}` }, k)
    const theirs = await write(other, 'POST', 'country', { name: `Thule ${++n}` }, k)
    expect(theirs.statusCode).toBe(201)
    expect(theirs.headers['idempotent-replayed']).toBeUndefined()
  })

  it('lets two simultaneous deliveries of one write apply it once, both getting the same answer', async () => {
    const k = key()
    const uid = uuidv7()
    const name = `Avalon ${++n}`
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => write(community, 'POST', 'country', { uid, name }, k)),
    )
    expect([a!.statusCode, b!.statusCode, c!.statusCode]).toEqual([201, 201, 201])
    expect(b!.json()).toEqual(a!.json())
    expect(c!.json()).toEqual(a!.json())
    expect([a, b, c].filter((r) => r!.headers['idempotent-replayed'] === 'true')).toHaveLength(2)
    expect(await countriesNamed(name)).toBe(1)
  })

  it('remembers nothing when the write is refused, so the corrected write can reuse the key', async () => {
    const created = (await write(community, 'POST', 'country', { name: `Shangri-La ${++n}` }, key())).json()
      .data
    const k = key()
    const stale = await write(
      community,
      'PUT',
      `country/${created.uid}`,
      { continent: 'Asia', version: 99 },
      k,
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ uid: created.uid, version: created.version })
    expect(await keyRow(community.account.uid, k)).toBeUndefined()
    const invalid = await write(community, 'POST', 'country', { name: '' }, k)
    expect(invalid.statusCode).toBe(400)
    const fixed = await write(
      community,
      'PUT',
      `country/${created.uid}`,
      { continent: 'Asia', version: 1 },
      k,
    )
    expect(fixed.statusCode).toBe(200)
    expect(fixed.json().data.version).toBe(created.version + 1)
  })

  it('stores the key in the same transaction as the write: a key row exists exactly for applied writes', async () => {
    const uid = uuidv7()
    const k1 = key()
    expect(
      (await write(community, 'POST', 'country', { uid, name: `El Dorado ${++n}` }, k1)).statusCode,
    ).toBe(201)
    // The same record under a NEW key is a new request: the handler runs, the insert fails, nothing is kept.
    const k2 = key()
    const dup = await write(community, 'POST', 'country', { uid, name: `El Dorado ${++n}` }, k2)
    expect(dup.statusCode).toBe(409)
    expect(await keyRow(community.account.uid, k1)).toBeDefined()
    expect(await keyRow(community.account.uid, k2)).toBeUndefined()
  })

  it('forgets expired keys: a key past its lifetime is a new request', async () => {
    const k = key()
    const name = `Lyonesse ${++n}`
    await write(community, 'POST', 'country', { name }, k)
    await t.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(idempotencyKeys.key, k))
    const again = await write(community, 'POST', 'country', { name }, k)
    expect(again.headers['idempotent-replayed']).toBeUndefined()
    expect(again.statusCode).toBe(400) // the name exists: the handler really ran again
  })

  it('refuses a malformed key with 400 and ignores the header outside community writes', async () => {
    const bad = await write(community, 'POST', 'country', { name: `Vinland ${++n}` }, 'x'.repeat(256))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/Idempotency-Key/)
    const k = key()
    const scout = await t.loginAs('scout')
    const res = await scout.inject({
      method: 'PUT',
      url: '/api/scout/profile',
      payload: { bio: 'hello' },
      headers: { 'idempotency-key': k },
    })
    expect(res.statusCode).toBe(200)
    expect(await keyRow(scout.account.uid, k)).toBeUndefined()
  })

  it('works unchanged without a key', async () => {
    const name = `Zerzura ${++n}`
    expect((await write(community, 'POST', 'country', { name })).statusCode).toBe(201)
    expect((await write(community, 'POST', 'country', { name })).statusCode).toBe(400)
  })
})
