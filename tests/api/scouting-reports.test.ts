import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Report templates (admins) and a scout's reports on them: private to their scout (another scout's is a 404),
// every rule of the template checked in words, edits kept as history, a template in use keeping what was rated.

let t: TestApp
let admin: TestClient
let scout: TestClient
let rival: TestClient
let make: Factories
let defender: Made
let forward: Made
let game: Made
let centreBack: { uid: string; criteria: { id: string; label: string }[] }
let general: { uid: string; criteria: { id: string }[] }

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
const gameDay = daysAgo(10)
const criteria = (labels: string[]) =>
  labels.map((label) => ({ label, description: `${label}, seen in games` }))
const template = (body: object) =>
  admin.inject({ method: 'POST', url: '/api/admin/report_templates', payload: body })
const report = (client: TestClient, body: object) =>
  client.inject({ method: 'POST', url: '/api/scout/reports', payload: body })
const ratingsOf = (tpl: { criteria: { id: string }[] }, value: number) =>
  Object.fromEntries(tpl.criteria.map((c) => [c.id, value]))

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
  scout = await t.loginAs('scout')
  rival = await t.loginAs('scout')
  make = factories(await t.loginAs('community'))
  defender = await make.player({ name: 'Dean Huijsen', main_position: 'CB' })
  forward = await make.player({ name: 'Lamine Yamal', main_position: 'RW' })
  const league = await make.league({ name: 'Liga', season: '2026' })
  const home = await make.team({ name: 'Bournemouth', leagueId: league.uid, players: [defender.uid] })
  const away = await make.team({ name: 'Wolves', leagueId: league.uid, players: [] })
  game = await make.leagueGame({
    team_array: [home.uid, away.uid],
    league_id: league.uid,
    date: `${gameDay}T15:00:00Z`,
    status: 'finished',
    home_score: 1,
    away_score: 0,
    teams: [
      { uid: home.uid, playerMetaData: [{ uid: defender.uid, jersey_no: 4, onField: true }] },
      { uid: away.uid, playerMetaData: [] },
    ],
  })
  const cb = await template({
    name: 'Centre back',
    positions: ['CB'],
    scale: 5,
    criteria: criteria(['Aerial duels', 'Tackling', 'Passing out']),
  })
  expect(cb.statusCode, cb.body).toBe(201)
  centreBack = cb.json().data
  general = (
    await template({ name: 'General', scale: 10, criteria: criteria(['Technique', 'Tactics', 'Physical']) })
  ).json().data
})
afterAll(() => t.close())

const goodReport = () => ({
  pid: defender.uid,
  template_id: centreBack.uid,
  ratings: ratingsOf(centreBack, 4),
  recommendation: 'sign',
  summary: 'Reads the game **early**. <script>alert(1)</script>',
  seen_on: gameDay,
  seen_how: 'live',
  game_id: game.uid,
})

describe('report templates', () => {
  it('are defined by admins with 3–12 criteria on a 1–5 or 1–10 scale, and offered to scouts', async () => {
    expect(centreBack.criteria.map((c) => c.label)).toEqual(['Aerial duels', 'Tackling', 'Passing out'])
    expect(new Set(centreBack.criteria.map((c) => c.id)).size).toBe(3)
    const two = await template({ name: 'Too few', scale: 5, criteria: criteria(['One', 'Two']) })
    expect(two.statusCode).toBe(400)
    expect(two.json().issues[0]).toMatchObject({ path: 'criteria', message: 'Give at least 3 criteria' })
    const seven = await template({ name: 'Odd scale', scale: 7, criteria: criteria(['A', 'B', 'C']) })
    expect(seven.json().issues[0]).toMatchObject({ path: 'scale', message: 'The scale is 1–5 or 1–10' })
    const offered = (await scout.inject({ url: '/api/scout/report_templates' })).json().data
    expect(offered.map((x: { name: string }) => x.name)).toEqual(['Centre back', 'General'])
    const audit = (await admin.inject({ url: '/api/admin/audit?limit=200' })).json().data
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'create', subject: 'report template', subject_uid: centreBack.uid }),
    )
    expect((await scout.inject({ url: '/api/admin/report_templates' })).statusCode).toBe(401)
  })
})

describe('a scout’s reports', () => {
  let uid: string

  it('are written on a player with the template’s labels, a safe summary and a recommendation', async () => {
    const res = await report(scout, goodReport())
    expect(res.statusCode, res.body).toBe(201)
    const data = res.json().data
    uid = data.uid
    expect(data).toMatchObject({
      player: { uid: defender.uid, name: 'Dean Huijsen' },
      template: { name: 'Centre back', scale: 5 },
      recommendation: 'sign',
      seen_how: 'live',
      stale: false,
      game: { uid: game.uid, label: `Bournemouth – Wolves, ${gameDay}` },
    })
    expect(data.template.criteria.map((c: { label: string }) => c.label)).toContain('Aerial duels')
    expect(data.summary_html).toContain('<strong>early</strong>')
    expect(data.summary_html).not.toContain('<script>')
    expect(data.created_at).toBeTruthy()
    expect(data.updated_at).toBeTruthy()
  })

  it('are private: another scout sees none and gets 404 for one, never 403', async () => {
    expect((await rival.inject({ url: `/api/scout/reports?pid=${defender.uid}` })).json().data).toEqual([])
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await rival.inject({
        method,
        url: `/api/scout/reports/${uid}`,
        payload: method === 'PUT' ? goodReport() : undefined,
      })
      expect(res.statusCode, `${method} ${res.body}`).toBe(404)
      expect(res.json().message).toBeTruthy()
    }
    expect((await scout.inject({ url: `/api/scout/reports?pid=${defender.uid}` })).json().data).toHaveLength(
      1,
    )
  })

  it('refuses every broken rule of the template in words', async () => {
    const [aerial, tackling, passing] = centreBack.criteria
    const cases: [object, string, string][] = [
      [
        { ratings: { ...ratingsOf(centreBack, 3), [aerial!.id]: 6 } },
        `ratings.${aerial!.id}`,
        'Rate Aerial duels from 1 to 5',
      ],
      [
        { ratings: { ...ratingsOf(centreBack, 3), heading: 3 } },
        'ratings.heading',
        '“Centre back” has no criterion “heading”',
      ],
      [{ ratings: { [aerial!.id]: 3, [tackling!.id]: 3 } }, `ratings.${passing!.id}`, 'Rate Passing out'],
      [
        { pid: forward.uid },
        'template_id',
        "“Centre back” is a template for other positions than Lamine Yamal's: choose one that suits him",
      ],
      [{ template_id: uuidv7() }, 'template_id', 'There is no such report template'],
      [{ recommendation: 'maybe' }, 'recommendation', 'Choose Sign, Monitor or Not for us'],
      [{ seen_on: '2999-01-01' }, 'seen_on', 'The day seen cannot be in the future'],
      [
        { pid: forward.uid, template_id: general.uid, ratings: ratingsOf(general, 5) },
        'game_id',
        'Lamine Yamal has no sheet in that game: pick one of his matches',
      ],
    ]
    for (const [change, path, message] of cases) {
      const res = await report(scout, { ...goodReport(), ...change })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().issues[0], JSON.stringify(change)).toMatchObject({ path, message })
    }
  })

  it('keeps its history when edited and is stale when seen more than six months ago', async () => {
    const current = (await scout.inject({ url: `/api/scout/reports/${uid}` })).json().data
    const edit = await scout.inject({
      method: 'PUT',
      url: `/api/scout/reports/${uid}`,
      payload: {
        ...goodReport(),
        recommendation: 'monitor',
        seen_on: '2025-01-10',
        version: current.version,
      },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(edit.json().data).toMatchObject({
      recommendation: 'monitor',
      stale: true,
      version: current.version + 1,
    })
    expect(edit.json().data.history).toEqual([
      expect.objectContaining({ version: current.version, recommendation: 'sign', seen_on: gameDay }),
    ])
    const stale = await scout.inject({
      method: 'PUT',
      url: `/api/scout/reports/${uid}`,
      payload: { ...goodReport(), version: current.version },
    })
    expect(stale.statusCode).toBe(409)
  })

  it('keeps a report written offline once: its device uid and a replay of its key', async () => {
    const body = { ...goodReport(), uid: uuidv7(), seen_on: daysAgo(12) }
    const key = uuidv7()
    const send = () =>
      scout.inject({
        method: 'POST',
        url: '/api/scout/reports',
        payload: body,
        headers: { 'idempotency-key': key },
      })
    expect((await send()).statusCode).toBe(201)
    const again = await send()
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    const taken = await report(rival, { ...body })
    expect(taken.statusCode).toBe(409)
    const mine = (await scout.inject({ url: `/api/scout/reports?pid=${defender.uid}` })).json().data
    expect(mine.map((r: { uid: string }) => r.uid)).toContain(body.uid)
    expect(mine.filter((r: { uid: string }) => r.uid === body.uid)).toHaveLength(1)
  })

  it('lets a template in use be reworded but not lose a rated criterion or change scale; deleting archives it', async () => {
    const reworded = centreBack.criteria.map((c, i) => (i === 0 ? { ...c, label: 'Heading' } : c))
    const put = (criteria: object[], scale = 5) =>
      admin.inject({
        method: 'PUT',
        url: `/api/admin/report_templates/${centreBack.uid}`,
        payload: { name: 'Centre back', positions: ['CB'], scale, criteria },
      })
    const ok = await put(reworded)
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.criteria[0]).toMatchObject({ id: centreBack.criteria[0]!.id, label: 'Heading' })
    const lost = await put([...reworded.slice(1), { label: 'Pace' }, { label: 'Leadership' }])
    expect(lost.statusCode).toBe(409)
    expect(lost.json().message).toBe(
      "“Heading” is rated in scouts' reports and cannot be removed: archive this template and make a new version instead",
    )
    expect((await put(reworded, 10)).statusCode).toBe(409)
    const gone = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/report_templates/${centreBack.uid}`,
    })
    expect(gone.json().data).toMatchObject({ archived: true, deleted: false })
    const offered = (await scout.inject({ url: '/api/scout/report_templates' })).json().data
    expect(offered.map((x: { name: string }) => x.name)).toEqual(['General'])
    // Its reports keep it, and a new report may not use it.
    expect((await scout.inject({ url: `/api/scout/reports/${uid}` })).json().data.template.archived).toBe(
      true,
    )
    const onArchived = await report(scout, { ...goodReport(), game_id: null })
    expect(onArchived.json().issues[0]).toMatchObject({
      path: 'template_id',
      message: '“Centre back” was archived: choose a current template',
    })
    const next = await template({
      name: 'Centre back',
      positions: ['CB'],
      scale: 10,
      criteria: criteria(['Heading', 'Tackling', 'Passing out', 'Pace']),
      replaces: centreBack.uid,
    })
    expect(next.statusCode, next.body).toBe(201)
    expect(next.json().data.replaces).toBe(centreBack.uid)
  })

  it('is deleted by its scout only', async () => {
    expect((await scout.inject({ method: 'DELETE', url: `/api/scout/reports/${uid}` })).statusCode).toBe(200)
    expect((await scout.inject({ url: `/api/scout/reports/${uid}` })).statusCode).toBe(404)
  })
})
