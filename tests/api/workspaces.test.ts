import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../server/db/schema/index'
import { clubWithMembers } from '../support/club-with-members'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { joinClub } from '../support/join-club'
import { buildTestApp, type TestApp } from '../support/test-app'

// A club's workspace (decision 0052): roles, invitations by mail, reports that belong to the club and are read
// blind-first, the consensus against a hand computation, shared lists, the shadow team, threads and activity —
// and nothing of a club reaching another club or a scout outside it.

type Client = TestClient & { account: { uid: string; email: string } }
let t: TestApp
let head: Client
let scoutOne: Client
let scoutTwo: Client
let blind: Client
let analyst: Client
let viewer: Client
let otherHead: Client
let outsider: Client
let target: Made
let other: Made
let template: { uid: string; criteria: { id: string; label: string }[] }

const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)
const call = (client: TestClient, method: string, url: string, payload?: object) =>
  client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await call(client, method, url, payload)
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json().data
}
const lastMailTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)))[0]!

const ratings = (values: number[]) => Object.fromEntries(template.criteria.map((c, i) => [c.id, values[i]]))
const report = (client: TestClient, values: number[], recommendation: string, summary: string) =>
  data(
    client,
    'POST',
    '/api/scout/reports',
    {
      pid: target.uid,
      template_id: template.uid,
      ratings: ratings(values),
      recommendation,
      summary,
      seen_on: day,
      seen_how: 'live',
    },
    201,
  )

beforeAll(async () => {
  t = await buildTestApp()
  const admin = await t.loginAs('admin')
  const make = factories(await t.loginAs('community'))
  target = await make.player({ name: 'Consensus Target', main_position: 'CM' })
  other = await make.player({ name: 'Second Target', main_position: 'ST' })
  const made = await admin.inject({
    method: 'POST',
    url: '/api/admin/report_templates',
    payload: {
      name: 'Club general',
      scale: 5,
      criteria: ['Technique', 'Tactics', 'Physical'].map((label) => ({ label })),
    },
  })
  template = made.json().data
  ;({
    head,
    members: { scoutOne, scoutTwo, blind, analyst, viewer },
  } = await clubWithMembers(t, {
    name: 'Athletic Recruitment',
    members: { scoutOne: 'scout', scoutTwo: 'scout', blind: 'scout', analyst: 'analyst', viewer: 'viewer' },
  }))
  otherHead = (await clubWithMembers(t, { name: 'Rival Recruitment' })).head
  outsider = await t.loginAs('scout')
})
afterAll(() => t.close())

describe('a workspace and its members', () => {
  it('is read by its members with their roles; invitations only by heads', async () => {
    const mine = await data(head, 'GET', '/api/scout/workspace')
    expect(mine).toMatchObject({ name: 'Athletic Recruitment', role: 'head' })
    expect(mine.members.map((m: { role: string }) => m.role)).toEqual([
      'head',
      'scout',
      'scout',
      'scout',
      'analyst',
      'viewer',
    ])
    const asViewer = await data(viewer, 'GET', '/api/scout/workspace')
    expect(asViewer).toMatchObject({ role: 'viewer', invitations: [] })
    const refused = await call(viewer, 'POST', '/api/scout/workspace/invitations', {
      email: 'x@test.example',
      role: 'scout',
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Only a head of recruitment invites members')
  })

  it('is 404 for a scout in none, and one club a scout', async () => {
    const none = await call(outsider, 'GET', '/api/scout/workspace')
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe('You are not in a club: create one or accept an invitation')
    const second = await call(head, 'POST', '/api/scout/workspaces', { name: 'Another' })
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toMatch(/You are in a club already/)
  })

  it('takes an invitation only from its own address, once, and lets a head withdraw one', async () => {
    await data(
      head,
      'POST',
      '/api/scout/workspace/invitations',
      { email: 'later@test.example', role: 'viewer' },
      201,
    )
    const token = new URL(
      (await lastMailTo('later@test.example')).text.match(/https?:\/\/\S+/)![0],
    ).searchParams.get('token')!
    const wrong = await call(outsider, 'POST', '/api/scout/workspace/invitations/accept', { token })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toBe(
      'This invitation is for later@test.example: sign in with that address to accept it',
    )
    const open = (await data(head, 'GET', '/api/scout/workspace')).invitations
    expect(open.map((i: { email: string }) => i.email)).toContain('later@test.example')
    const uid = open.find((i: { email: string }) => i.email === 'later@test.example').uid
    await data(head, 'DELETE', `/api/scout/workspace/invitations/${uid}`)
    expect(
      (await call(outsider, 'POST', '/api/scout/workspace/invitations/accept', { token })).statusCode,
    ).toBe(404)
    expect((await call(otherHead, 'DELETE', `/api/scout/workspace/invitations/${uid}`)).statusCode).toBe(404)
  })
})

describe('reports, blind-first, and the consensus', () => {
  let colleagueReport: string
  beforeAll(async () => {
    colleagueReport = (await report(scoutOne, [4, 3, 2], 'sign', 'Colleague-only summary one')).uid
    await report(scoutTwo, [4, 4, 3], 'sign', 'Colleague-only summary two')
    await report(head, [2, 3, 5], 'monitor', 'Colleague-only summary three')
  })

  it('shows a blind scout how many colleagues reported and nothing of what they wrote, by any call', async () => {
    const consensus = await data(blind, 'GET', `/api/scout/player/${target.uid}/consensus`)
    expect(consensus).toEqual({
      role: 'scout',
      blind: true,
      colleagues: 3,
      recommendations: { sign: 0, monitor: 0, reject: 0 },
      criteria: [],
      reports: [],
    })
    expect(await data(blind, 'GET', `/api/scout/reports?pid=${target.uid}`)).toEqual([])
    expect(await data(blind, 'GET', '/api/scout/reports')).toEqual([])
    expect((await call(blind, 'GET', `/api/scout/reports/${colleagueReport}`)).statusCode).toBe(404)
    const list = await data(head, 'POST', '/api/scout/lists', { name: 'Midfield targets', shared: true }, 201)
    await data(head, 'POST', `/api/scout/lists/${list.uid}/players`, { uid: target.uid }, 201)
    const seen = await data(blind, 'GET', `/api/scout/lists/${list.uid}`)
    expect(seen.entries[0].latest_report).toBeNull()
    // One after another: an account downloads one file at a time (server/plugins/export-limit.ts).
    for (const url of [
      `/api/scout/lists/${list.uid}`,
      `/api/scout/lists/${list.uid}/export?format=csv`,
      '/api/scout/workspace/activity',
      `/api/scout/player/${target.uid}/comments`,
      `/api/scout/player/${target.uid}/card`,
    ]) {
      const res = await call(blind, 'GET', url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).not.toMatch(/Colleague-only|"recommendation":"sign"/)
    }
  })

  it('shows a blind scout nothing of his colleagues through a share link of a club list', async () => {
    const list = await data(blind, 'POST', '/api/scout/lists', { name: 'Blind picks', shared: true }, 201)
    await data(blind, 'POST', `/api/scout/lists/${list.uid}/players`, { uid: target.uid }, 201)
    const link = await data(blind, 'POST', '/api/scout/shares', { kind: 'list', id: list.uid }, 201)
    const token = new URL(link.url).pathname.split('/').pop()
    const page = await t.anonymous().inject({ url: `/api/shared/${token}` })
    expect(page.statusCode, page.body).toBe(200)
    expect(page.body).toContain('Consensus Target')
    expect(page.body).not.toMatch(/Colleague-only|"recommendation":"sign"/)
  })

  it('gives the consensus the hand computation gives, once the scout has filed his own', async () => {
    // Technique 4,4,2 → median 4, spread 2 (disagree); Tactics 3,4,3 → 3; Physical 2,3,5 → 3, spread 3.
    const forHead = await data(head, 'GET', `/api/scout/player/${target.uid}/consensus`)
    expect(forHead.blind).toBe(false)
    expect(forHead.colleagues).toBe(2)
    expect(forHead.recommendations).toEqual({ sign: 2, monitor: 1, reject: 0 })
    expect(forHead.criteria.map(({ id: _id, ...c }: { id: string }) => c)).toEqual([
      { label: 'Technique', scale: 5, count: 3, median: 4, min: 2, max: 4, disagree: true },
      { label: 'Tactics', scale: 5, count: 3, median: 3, min: 3, max: 4, disagree: false },
      { label: 'Physical', scale: 5, count: 3, median: 3, min: 2, max: 5, disagree: true },
    ])
    expect(forHead.reports.map((r: { author: { name: string } }) => r.author.name).sort()).toEqual(
      [head, scoutOne, scoutTwo].map((c) => expect.stringContaining('Test scout')),
    )
    await report(blind, [3, 3, 3], 'reject', 'My own view')
    const now = await data(blind, 'GET', `/api/scout/player/${target.uid}/consensus`)
    expect(now).toMatchObject({
      blind: false,
      colleagues: 3,
      recommendations: { sign: 2, monitor: 1, reject: 1 },
    })
    expect(now.reports).toHaveLength(4)
    expect(await data(blind, 'GET', `/api/scout/reports?pid=${target.uid}`)).toHaveLength(4)
    expect((await data(blind, 'GET', `/api/scout/reports/${colleagueReport}`)).summary).toBe(
      'Colleague-only summary one',
    )
  })

  it('lets analysts read every report and write none; viewers read the numbers, not the reports', async () => {
    expect(await data(analyst, 'GET', `/api/scout/reports?pid=${target.uid}`)).toHaveLength(4)
    const write = await call(analyst, 'POST', '/api/scout/reports', {
      pid: other.uid,
      template_id: template.uid,
      ratings: ratings([3, 3, 3]),
      recommendation: 'monitor',
      seen_on: day,
      seen_how: 'video',
    })
    expect(write.statusCode).toBe(403)
    expect(write.json().message).toBe("Analysts read the club's reports; they do not write them")
    const forViewer = await data(viewer, 'GET', `/api/scout/player/${target.uid}/consensus`)
    expect(forViewer).toMatchObject({
      blind: false,
      recommendations: { sign: 2, monitor: 1, reject: 1 },
      reports: [],
    })
    expect(forViewer.criteria).toHaveLength(3)
    expect(await data(viewer, 'GET', `/api/scout/reports?pid=${target.uid}`)).toEqual([])
  })

  it('keeps another club and a scout outside any club out of it all', async () => {
    expect(await data(otherHead, 'GET', `/api/scout/player/${target.uid}/consensus`)).toMatchObject({
      colleagues: 0,
      criteria: [],
      reports: [],
    })
    expect(await data(otherHead, 'GET', `/api/scout/reports?pid=${target.uid}`)).toEqual([])
    expect((await call(otherHead, 'GET', `/api/scout/reports/${colleagueReport}`)).statusCode).toBe(404)
    expect((await call(outsider, 'GET', `/api/scout/reports/${colleagueReport}`)).statusCode).toBe(404)
    // A scout in no club has no club's view of the player: nothing, not a refusal his page would log.
    expect(await data(outsider, 'GET', `/api/scout/player/${target.uid}/consensus`)).toBeNull()
    for (const url of [
      `/api/scout/player/${target.uid}/comments`,
      '/api/scout/workspace/shadow-team',
      '/api/scout/workspace/activity',
    ])
      expect((await call(outsider, 'GET', url)).statusCode, url).toBe(404)
  })

  it('keeps a leaving scout’s reports with the club, under his name', async () => {
    await data(scoutTwo, 'DELETE', `/api/scout/workspace/members/${scoutTwo.account.uid}`)
    const forHead = await data(head, 'GET', `/api/scout/player/${target.uid}/consensus`)
    expect(forHead.reports).toHaveLength(4)
    expect(forHead.recommendations.sign).toBe(2)
    expect(await data(scoutTwo, 'GET', `/api/scout/player/${target.uid}/consensus`)).toBeNull()
    await joinClub(t, head, scoutTwo, 'scout')
  })
})

describe('shared lists, the shadow team, threads and activity', () => {
  let list: { uid: string }
  beforeAll(async () => {
    list = await data(scoutOne, 'POST', '/api/scout/lists', { name: 'Strikers', shared: true }, 201)
  })

  it('are read by every member, changed by all but viewers, and say who added and moved', async () => {
    await data(scoutOne, 'POST', `/api/scout/lists/${list.uid}/players`, { uid: other.uid }, 201)
    const moved = await data(analyst, 'PUT', `/api/scout/lists/${list.uid}/players/${other.uid}`, {
      status: 'recommended',
    })
    expect(moved.shared).toBe(true)
    expect(moved.entries[0].added_by.uid).toBe(scoutOne.account.uid)
    expect(moved.entries[0].status_by.uid).toBe(analyst.account.uid)
    expect((await data(viewer, 'GET', '/api/scout/lists')).map((l: { name: string }) => l.name)).toContain(
      'Strikers',
    )
    const refused = await call(viewer, 'POST', `/api/scout/lists/${list.uid}/players`, { uid: target.uid })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Viewers read the club’s lists; they do not change them')
    expect((await call(otherHead, 'GET', `/api/scout/lists/${list.uid}`)).statusCode).toBe(404)
    expect((await call(outsider, 'POST', '/api/scout/lists', { name: 'X', shared: true })).statusCode).toBe(
      404,
    )
    expect(
      (await data(otherHead, 'GET', '/api/scout/lists')).map((l: { name: string }) => l.name),
    ).not.toContain('Strikers')
  })

  it('build a 4-3-3 shadow team that viewers read and cannot change, exported as CSV and PDF', async () => {
    const empty = await data(viewer, 'GET', '/api/scout/workspace/shadow-team')
    expect(empty).toMatchObject({ formation: '4-3-3', version: 0 })
    const saved = await data(head, 'PUT', '/api/scout/workspace/shadow-team', {
      formation: '4-3-3',
      version: 0,
      slots: [
        { position: 'ST', players: [{ uid: other.uid, note: 'First choice' }] },
        { position: 'CM', players: [{ uid: target.uid }] },
      ],
    })
    expect(saved.version).toBe(1)
    expect(saved.slots).toHaveLength(11)
    expect(saved.slots.find((s: { position: string }) => s.position === 'ST').players[0]).toMatchObject({
      name: 'Second Target',
      note: 'First choice',
    })
    const stale = await call(scoutOne, 'PUT', '/api/scout/workspace/shadow-team', {
      formation: '4-4-2',
      version: 0,
      slots: [],
    })
    expect(stale.statusCode).toBe(409)
    const byViewer = await call(viewer, 'PUT', '/api/scout/workspace/shadow-team', {
      formation: '4-3-3',
      version: 1,
      slots: [],
    })
    expect(byViewer.statusCode).toBe(403)
    expect(byViewer.json().message).toBe('Viewers read the shadow team; they do not change it')
    const wrongPlace = await call(head, 'PUT', '/api/scout/workspace/shadow-team', {
      formation: '4-3-3',
      version: 1,
      slots: [{ position: 'LWB', players: [] }],
    })
    expect(wrongPlace.json().message).toBe('LWB is not a position of the 4-3-3')
    const csv = await call(viewer, 'GET', '/api/scout/workspace/shadow-team/export?format=csv')
    expect(csv.body).toContain('Second Target')
    expect(csv.body).toContain('First choice')
    const pdf = await call(viewer, 'GET', '/api/scout/workspace/shadow-team/export?format=pdf')
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect((await data(otherHead, 'GET', '/api/scout/workspace/shadow-team')).version).toBe(0)
  })

  it('keep threads to the club, written by all but viewers, deleted by their author or a head', async () => {
    const comment = await data(
      scoutOne,
      'POST',
      `/api/scout/player/${other.uid}/comments`,
      { body: 'Watch his runs' },
      201,
    )
    await data(
      analyst,
      'POST',
      `/api/scout/player/${other.uid}/comments`,
      { body: 'On the list', list_uid: list.uid },
      201,
    )
    expect(
      (await call(viewer, 'POST', `/api/scout/player/${other.uid}/comments`, { body: 'Hi' })).statusCode,
    ).toBe(403)
    expect(await data(viewer, 'GET', `/api/scout/player/${other.uid}/comments`)).toHaveLength(2)
    expect(await data(otherHead, 'GET', `/api/scout/player/${other.uid}/comments`)).toEqual([])
    expect((await call(otherHead, 'DELETE', `/api/scout/comments/${comment.uid}`)).statusCode).toBe(404)
    expect((await call(scoutTwo, 'DELETE', `/api/scout/comments/${comment.uid}`)).statusCode).toBe(403)
    await data(head, 'DELETE', `/api/scout/comments/${comment.uid}`)
    expect(await data(viewer, 'GET', `/api/scout/player/${other.uid}/comments`)).toHaveLength(1)
  })

  it('tell the activity newest first, by member, without a report’s content', async () => {
    const all = [
      ...(await data(viewer, 'GET', '/api/scout/workspace/activity')),
      ...(await data(viewer, 'GET', '/api/scout/workspace/activity?page=2')),
    ]
    expect(all[0].at >= all.at(-1).at).toBe(true)
    expect(new Set(all.map((a: { kind: string }) => a.kind))).toEqual(
      new Set(['reported', 'listed', 'status', 'commented', 'shadow_team', 'joined', 'left']),
    )
    const one = await data(viewer, 'GET', `/api/scout/workspace/activity?member=${analyst.account.uid}`)
    expect(one.every((a: { actor: { uid: string } }) => a.actor.uid === analyst.account.uid)).toBe(true)
    expect(JSON.stringify(all)).not.toMatch(/Colleague-only/)
    expect(await data(otherHead, 'GET', '/api/scout/workspace/activity')).not.toContainEqual(
      expect.objectContaining({ kind: 'reported' }),
    )
  })

  it('never leave the club without a head, and show admins only clubs and counts', async () => {
    const demote = await call(head, 'PUT', `/api/scout/workspace/members/${head.account.uid}`, {
      role: 'scout',
    })
    expect(demote.statusCode).toBe(409)
    expect(demote.json().message).toBe('A club keeps at least one head: make another member head first')
    expect((await call(head, 'DELETE', `/api/scout/workspace/members/${head.account.uid}`)).statusCode).toBe(
      409,
    )
    expect(
      (
        await call(scoutOne, 'PUT', `/api/scout/workspace/members/${scoutTwo.account.uid}`, {
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(403)
    await data(head, 'PUT', `/api/scout/workspace/members/${scoutOne.account.uid}`, { role: 'head' })
    await data(head, 'PUT', `/api/scout/workspace/members/${head.account.uid}`, { role: 'scout' })
    expect((await data(scoutOne, 'GET', '/api/scout/workspace')).role).toBe('head')
    const admin = await t.loginAs('admin')
    const clubs = await data(admin, 'GET', '/api/admin/workspaces')
    expect(clubs.find((c: { name: string }) => c.name === 'Athletic Recruitment').members).toBe(6)
    expect(JSON.stringify(clubs)).not.toMatch(/Colleague-only|report/)
  })
})
