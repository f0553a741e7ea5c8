import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../fixtures/uploads/multipart'
import { alertsSettled } from '../support/alerts-settled'
import { clubWithMembers } from '../support/club-with-members'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A club's own import raises its members' saved-search alerts (decisions 0055, 0058): the values it writes are
// read by the club's searches only, so a player the file puts under €5m with a left foot alerts the club's
// members who search for that — in words, never a wire name — and no scout of another club nor one outside it;
// the same values written again raise nothing; an undone import lets a later one alert anew.

type Client = TestClient & { account: { uid: string; email: string } }
interface Item {
  kind: string
  reason: string
  player?: { name: string }
}

let t: TestApp
let head: Client
let analyst: Client
let rival: Client
let outsider: Client

const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json().data
}
const matches = async (client: TestClient): Promise<Item[]> =>
  (await data(client, 'GET', '/api/scout/inbox')).items.filter((i: Item) => i.kind === 'search_match')

const csv = [
  'Player,Team,Market value,Foot,Contract expires',
  'Marco Altobelli,Calcio Test,4500000,left,2027-03-31',
  'Sven Hoogland,,9000000,left,2028-06-30',
].join('\r\n')

async function importAndCommit(client: TestClient) {
  const form = await multipart({}, { field: 'file', data: Buffer.from(csv), filename: 'wyscout-search.csv' })
  const sent = await client.inject({ method: 'POST', url: '/api/scout/imports', ...form })
  expect(sent.statusCode, sent.body).toBe(201)
  const { id } = sent.json().data
  expect((await data(client, 'POST', `/api/scout/imports/${id}/commit`)).status).toBe('committed')
  await alertsSettled(t.db)
  return id as string
}

beforeAll(async () => {
  t = await buildTestApp()
  const make = factories(await t.loginAs('community'))
  const club = await make.club({ name: 'Calcio Test' })
  await make.player({ name: 'Marco Altobelli', main_position: 'CB', current_club_id: club.uid })
  await make.player({ name: 'Sven Hoogland', main_position: 'CB' })
  ;({
    head,
    members: { analyst },
  } = await clubWithMembers(t, { name: 'Importing Club', members: { analyst: 'analyst' } }))
  rival = (await clubWithMembers(t, { name: 'Rival Club' })).head
  outsider = await t.loginAs('scout')
  for (const scout of [head, analyst, rival, outsider])
    await data(
      scout,
      'POST',
      '/api/scout/saved-searches',
      { name: 'Cheap left feet', filter: { foot: 'left', market_value_max: '5000000' }, alert: 'instant' },
      201,
    )
}, 60_000)
afterAll(() => t.close())

describe('a club’s own import and its members’ saved searches', () => {
  it('alerts the club’s members who search for what the file says, in words, and nobody outside the club', async () => {
    await importAndCommit(analyst)
    for (const member of [head, analyst]) {
      const items = await matches(member)
      expect(items.map((i) => i.reason)).toEqual([
        'Marco Altobelli matches “Cheap left feet”: left foot, value up to €5m',
      ])
    }
    // The same search over the community's values only: the club's file is not theirs to read.
    expect(await matches(rival)).toEqual([])
    expect(await matches(outsider)).toEqual([])
  })

  it('raises nothing when the same values are written again', async () => {
    await importAndCommit(head)
    expect(await matches(analyst)).toHaveLength(1)
  })

  it('alerts anew after the values were undone and imported again', async () => {
    const imports: { id: string; status: string }[] = await data(head, 'GET', '/api/scout/imports')
    for (const done of imports.filter((i) => i.status === 'committed'))
      await data(head, 'DELETE', `/api/scout/imports/${done.id}`)
    await alertsSettled(t.db)
    expect(await matches(analyst)).toHaveLength(1)
    await importAndCommit(head)
    expect((await matches(analyst)).map((i) => i.player?.name)).toEqual([
      'Marco Altobelli',
      'Marco Altobelli',
    ])
    expect(await matches(rival)).toEqual([])
  })
})
