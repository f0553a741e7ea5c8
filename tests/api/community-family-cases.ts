import { uuidv7 } from 'uuidv7'
import { expect, it } from 'vitest'
import type { TestClient } from '../support/http-client'

// The behaviour every simple football family shares, written once and run per family: create (with a
// client-supplied uid), read, update with its version, a stale version → 409 with the current record, list
// with a parent filter, search, a bad input → 400 naming the field, another role → 401, delete.

export interface FamilyCase {
  path: string
  /** A valid create body whose `name`-like text contains `term`. */
  create: () => Promise<Record<string, unknown>> | Record<string, unknown>
  /** Objects or thunks (for values that only exist once beforeAll has run). */
  update: Lazy<Record<string, unknown>>
  /** A word of the created record's searched name, and a misspelling of it the fuzzy search should still find. */
  term: string
  fuzzy?: string
  bad: Lazy<{ body: Record<string, unknown>; path: string }>
  /** A list filter that must include the record, e.g. `{ country_id: … }`. */
  filter?: () => Record<string, string>
}

type Lazy<T> = T | (() => T)
const now = <T>(v: Lazy<T>): T => (typeof v === 'function' ? (v as () => T)() : v)

export interface Actors {
  community: () => TestClient
  scout: () => TestClient
  anonymous: () => TestClient
}

const base = '/api/community'
const qs = (o: Record<string, string>) => new URLSearchParams(o).toString()

export function familyBehaviour(c: FamilyCase, actors: Actors) {
  const url = `${base}/${c.path}`
  it(`POST /${c.path} creates with the client's uid, GET reads it back`, async () => {
    const uid = uuidv7()
    const body = await c.create()
    const created = await actors.community().inject({ method: 'POST', url, payload: { ...body, uid } })
    expect(created.statusCode, created.body).toBe(201)
    const data = created.json().data
    expect(data).toMatchObject({ uid, version: 1 })
    for (const [k, v] of Object.entries(body)) if (v !== undefined) expect(data[k], k).toEqual(v)
    const read = await actors.community().inject({ method: 'GET', url: `${url}/${uid}` })
    expect(read.statusCode).toBe(200)
    expect(read.json().data).toEqual(data)
  })

  it(`PUT /${c.path}/{id} updates with the version it was based on; a stale version gets 409 + current`, async () => {
    const data = (await actors.community().inject({ method: 'POST', url, payload: await c.create() })).json()
      .data
    const put = await actors
      .community()
      .inject({ method: 'PUT', url: `${url}/${data.uid}`, payload: { ...now(c.update), version: 1 } })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().data).toMatchObject({ ...now(c.update), version: 2 })
    const stale = await actors
      .community()
      .inject({ method: 'PUT', url: `${url}/${data.uid}`, payload: { ...now(c.update), version: 1 } })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', current: { uid: data.uid, version: 2 } })
    expect(stale.json().message).toMatch(/changed by someone else/)
  })

  it(`GET /${c.path} lists with pagination, q and parent filters; /search finds by prefix and fuzzily`, async () => {
    const data = (await actors.community().inject({ method: 'POST', url, payload: await c.create() })).json()
      .data
    const list = await actors.community().inject({ method: 'GET', url: `${url}?page=1&limit=1` })
    expect(list.statusCode).toBe(200)
    expect(list.json().meta).toMatchObject({ page: 1, limit: 1 })
    expect(list.json().meta.total).toBeGreaterThanOrEqual(1)
    expect(list.json().data).toHaveLength(1)
    const byQ = await actors
      .community()
      .inject({ method: 'GET', url: `${url}?${qs({ q: c.term, limit: '100' })}` })
    expect(byQ.json().data.map((r: { uid: string }) => r.uid)).toContain(data.uid)
    if (c.filter) {
      const filtered = await actors
        .community()
        .inject({ method: 'GET', url: `${url}?${qs({ ...c.filter(), limit: '100' })}` })
      expect(filtered.statusCode, filtered.body).toBe(200)
      expect(filtered.json().data.map((r: { uid: string }) => r.uid)).toContain(data.uid)
      const other = await actors.community().inject({
        method: 'GET',
        url: `${url}?${qs(Object.fromEntries(Object.keys(c.filter()).map((k) => [k, uuidv7()])))}`,
      })
      expect(other.json().data).toEqual([])
    }
    const prefix = await actors
      .community()
      .inject({ method: 'GET', url: `${url}/search?q=${encodeURIComponent(c.term.slice(0, 3))}` })
    expect(prefix.json().data.map((r: { uid: string }) => r.uid)).toContain(data.uid)
    if (c.fuzzy) {
      const fuzzy = await actors
        .community()
        .inject({ method: 'GET', url: `${url}/search?q=${encodeURIComponent(c.fuzzy)}` })
      expect(fuzzy.json().data.map((r: { uid: string }) => r.uid)).toContain(data.uid)
    }
  })

  it(`POST /${c.path} refuses a bad input with 400 naming the field`, async () => {
    const res = await actors
      .community()
      .inject({ method: 'POST', url, payload: { ...(await c.create()), ...now(c.bad).body } })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(now(c.bad).path)
  })

  it(`/${c.path} refuses a scout session and no session with 401`, async () => {
    for (const client of [actors.scout(), actors.anonymous()]) {
      expect((await client.inject({ method: 'GET', url })).statusCode).toBe(401)
      expect((await client.inject({ method: 'POST', url, payload: await c.create() })).statusCode).toBe(401)
    }
  })

  it(`DELETE /${c.path}/{id} with a stale version is refused; with the current one it deletes`, async () => {
    const data = (await actors.community().inject({ method: 'POST', url, payload: await c.create() })).json()
      .data
    await actors
      .community()
      .inject({ method: 'PUT', url: `${url}/${data.uid}`, payload: { ...now(c.update) } })
    const stale = await actors
      .community()
      .inject({ method: 'DELETE', url: `${url}/${data.uid}`, headers: { 'if-match': '"1"' } })
    expect(stale.statusCode, stale.body).toBe(409)
    const gone = await actors
      .community()
      .inject({ method: 'DELETE', url: `${url}/${data.uid}`, payload: { version: 2 } })
    expect(gone.statusCode, gone.body).toBe(200)
    expect((await actors.community().inject({ method: 'GET', url: `${url}/${data.uid}` })).statusCode).toBe(
      404,
    )
  })
}
