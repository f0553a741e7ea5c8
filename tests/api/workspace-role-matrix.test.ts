import { afterAll, beforeAll, expect, it } from 'vitest'
import { clubWithMembers } from '../support/club-with-members'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Every call of a club's workspace by every kind of caller (decision 0052): its head, a scout, an analyst and a
// viewer of club A, the head of another club B, and a scout in none — each with the status the sharing rules give.
// A call on something of club A from club B or from outside is a 404: nothing tells it exists.

type Who = 'head' | 'scout' | 'analyst' | 'viewer' | 'other' | 'none'
const order: Who[] = ['scout', 'analyst', 'viewer', 'other', 'none', 'head']
let t: TestApp
const as = {} as Record<Who, TestClient & { account: { uid: string; email: string } }>
let player: string
let list: string
let report: string
let comment: string
let invitation: string

const send = (who: Who, method: string, url: string, payload?: object) =>
  as[who].inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })

beforeAll(async () => {
  t = await buildTestApp()
  const admin = await t.loginAs('admin')
  const make = factories(await t.loginAs('community'))
  player = (await make.player({ name: 'Matrix Player', main_position: 'CM' })).uid
  const template = (
    await admin.inject({
      method: 'POST',
      url: '/api/admin/report_templates',
      payload: { name: 'Matrix', scale: 5, criteria: ['A', 'B', 'C'].map((label) => ({ label })) },
    })
  ).json().data
  const clubA = await clubWithMembers(t, {
    name: 'Club A',
    members: { scout: 'scout', analyst: 'analyst', viewer: 'viewer' },
  })
  Object.assign(as, clubA.members, { head: clubA.head })
  as.other = (await clubWithMembers(t, { name: 'Club B' })).head
  as.none = await t.loginAs('scout')
  invitation = (
    await send('head', 'POST', '/api/scout/workspace/invitations', {
      email: 'later@test.example',
      role: 'viewer',
    })
  ).json().data.invitations[0].uid
  list = (await send('head', 'POST', '/api/scout/lists', { name: 'Matrix list', shared: true })).json().data
    .uid
  report = (
    await send('scout', 'POST', '/api/scout/reports', {
      pid: player,
      template_id: template.uid,
      ratings: Object.fromEntries(template.criteria.map((c: { id: string }) => [c.id, 3])),
      recommendation: 'monitor',
      seen_on: '2026-11-01',
      seen_how: 'video',
    })
  ).json().data.uid
  comment = (await send('head', 'POST', `/api/scout/player/${player}/comments`, { body: 'Matrix' })).json()
    .data.uid
})
afterAll(() => t.close())

const members = (ok: number, viewer = ok, other = ok): Record<Who, number> => ({
  head: ok,
  scout: ok,
  analyst: ok,
  viewer,
  other,
  none: 404,
})
const shadowTeam = async (who: Who) =>
  ({
    formation: '4-3-3',
    slots: [],
    version: (await send(who, 'GET', '/api/scout/workspace/shadow-team')).json().data?.version ?? 0,
  }) as object

const calls: [
  string,
  string,
  () => string,
  Record<Who, number>,
  ((who: Who) => Promise<object> | object)?,
][] = [
  ['GET', 'workspace', () => '/api/scout/workspace', members(200)],
  [
    'POST',
    'an invitation',
    () => '/api/scout/workspace/invitations',
    { head: 201, scout: 403, analyst: 403, viewer: 403, other: 201, none: 404 },
    (who) => ({ email: `${who}-guest@test.example`, role: 'scout' }),
  ],
  [
    'DELETE',
    "club A's invitation",
    () => `/api/scout/workspace/invitations/${invitation}`,
    { head: 200, scout: 403, analyst: 403, viewer: 403, other: 404, none: 404 },
  ],
  [
    'PUT',
    "club A's scout's role",
    () => `/api/scout/workspace/members/${as.scout.account.uid}`,
    { head: 200, scout: 403, analyst: 403, viewer: 403, other: 404, none: 404 },
    () => ({ role: 'scout' }),
  ],
  [
    'GET',
    'the consensus (null for a scout in no club)',
    () => `/api/scout/player/${player}/consensus`,
    { ...members(200), none: 200 },
  ],
  ['GET', 'the thread', () => `/api/scout/player/${player}/comments`, members(200)],
  [
    'POST',
    'a comment',
    () => `/api/scout/player/${player}/comments`,
    members(201, 403),
    () => ({ body: 'A word' }),
  ],
  [
    'DELETE',
    "club A's head's comment",
    () => `/api/scout/comments/${comment}`,
    { head: 200, scout: 403, analyst: 403, viewer: 403, other: 404, none: 404 },
  ],
  ['GET', 'the shadow team', () => '/api/scout/workspace/shadow-team', members(200)],
  ['PUT', 'the shadow team', () => '/api/scout/workspace/shadow-team', members(200, 403), shadowTeam],
  ['GET', 'the shadow team as CSV', () => '/api/scout/workspace/shadow-team/export?format=csv', members(200)],
  ['GET', 'the activity', () => '/api/scout/workspace/activity', members(200)],
  ['GET', "club A's list", () => `/api/scout/lists/${list}`, members(200, 200, 404)],
  [
    'POST',
    "a player on club A's list",
    () => `/api/scout/lists/${list}/players`,
    members(201, 403, 404),
    () => ({ uid: player }),
  ],
  [
    'GET',
    "club A's scout's report",
    () => `/api/scout/reports/${report}`,
    { head: 200, scout: 200, analyst: 200, viewer: 404, other: 404, none: 404 },
  ],
  [
    'POST',
    'a club list',
    () => '/api/scout/lists',
    members(201, 403),
    (who) => ({ name: `Shared by ${who}`, shared: true }),
  ],
  [
    'POST',
    'a second workspace',
    () => '/api/scout/workspaces',
    { ...members(409), none: 201 },
    () => ({ name: 'X' }),
  ],
]

it('answers every workspace call with the status each caller’s role gives', async () => {
  const wrong: string[] = []
  for (const [method, what, url, expected, body] of calls)
    for (const who of order) {
      const res = await send(who, method, url(), body ? await body(who) : undefined)
      if (res.statusCode !== expected[who])
        wrong.push(
          `${method} ${what} as ${who}: ${res.statusCode}, expected ${expected[who]} (${res.body.slice(0, 120)})`,
        )
      if (res.statusCode >= 400)
        expect(res.json().message, `${method} ${what} as ${who}`).toEqual(expect.any(String))
    }
  expect(wrong).toEqual([])
})

it('lists every workspace call in the API reference (OpenAPI)', async () => {
  const doc = (await t.anonymous().inject({ method: 'GET', url: '/api/docs' })).json()
  const calls = {
    '/api/scout/workspaces': ['post'],
    '/api/scout/workspace': ['get'],
    '/api/scout/workspace/invitations': ['post'],
    '/api/scout/workspace/invitations/{id}': ['delete'],
    '/api/scout/workspace/invitations/accept': ['post'],
    '/api/scout/workspace/members/{uid}': ['put', 'delete'],
    '/api/scout/player/{uid}/consensus': ['get'],
    '/api/scout/player/{uid}/comments': ['get', 'post'],
    '/api/scout/comments/{id}': ['delete'],
    '/api/scout/workspace/shadow-team': ['get', 'put'],
    '/api/scout/workspace/shadow-team/export': ['get'],
    '/api/scout/workspace/activity': ['get'],
    '/api/admin/workspaces': ['get'],
  }
  const missing = Object.entries(calls).flatMap(([path, methods]) =>
    methods.filter((m) => !doc.paths[path]?.[m]).map((m) => `${m.toUpperCase()} ${path}`),
  )
  expect(missing).toEqual([])
})
