import { desc, eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, scoutReports } from '../../server/db/schema/index'
import { clubWithMembers } from '../support/club-with-members'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Assignments and the calendar (decision 0053): only heads assign, a scout sees and answers only his, another club
// gets 404; a report closes its assignment once, replayed or not; the calendar names the games of assignments and
// of followed players; the .ics feed parses back into the same games, and a renewed address stops at once.

type Client = TestClient & { account: { uid: string; email: string } }
let t: TestApp
let head: Client
let scoutA: Client
let scoutB: Client
let analyst: Client
let otherHead: Client
let outsider: Client
let striker: Made
let keeper: Made
let game: Made
let template: { uid: string; criteria: { id: string }[] }
const kickOff = '2026-12-05T15:30:00.000Z'

const call = (
  client: TestClient,
  method: string,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) =>
  client.inject({
    method: method as 'GET',
    url,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  })
const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await call(client, method, url, payload)
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json().data
}
const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))
/**
 * The assignment mails to `to`, newest first: the alerts' own mail (a digest the alert worker sends when it gets to
 * it) may reach the same scout at any moment, and is not what these tests count.
 */
const assignmentMailsTo = async (to: string) =>
  (await mailsTo(to)).filter((mail) => /^(New assignment|Assignment )/.test(mail.subject))

beforeAll(async () => {
  t = await buildTestApp()
  const make = factories(await t.loginAs('community'))
  striker = await make.player({ name: 'Assigned Striker', main_position: 'ST' })
  keeper = await make.player({ name: 'Listed Keeper', main_position: 'GK' })
  // A 15-year-old in the home squad with no guardian's consent: no scout read names him.
  const minor = await make.player({
    name: 'Hidden Youngster',
    date_of_birth: `${new Date().getUTCFullYear() - 15}-03-01`,
  })
  const tournament = await make.tournament({ name: 'Assignment Cup' })
  const home = await make.team({
    name: 'Home Side',
    tournamentId: tournament.uid,
    players: [striker.uid, minor.uid],
  })
  const away = await make.team({ name: 'Away Side', tournamentId: tournament.uid, players: [keeper.uid] })
  game = await make.game({
    team_array: [home.uid, away.uid],
    tournament_id: tournament.uid,
    date: kickOff,
    venue: 'Estadio Test',
  })
  const made = await (await t.loginAs('admin')).inject({
    method: 'POST',
    url: '/api/admin/report_templates',
    payload: {
      name: 'Assignment general',
      scale: 5,
      criteria: ['Technique', 'Tactics', 'Physical'].map((label) => ({ label })),
    },
  })
  expect(made.statusCode, made.body).toBe(201)
  template = made.json().data
  ;({
    head,
    members: { scoutA, scoutB, analyst },
  } = await clubWithMembers(t, {
    name: 'Assigning Club',
    members: { scoutA: 'scout', scoutB: 'scout', analyst: 'analyst' },
  }))
  otherHead = (await clubWithMembers(t, { name: 'Other Club' })).head
  outsider = await t.loginAs('scout')
})
afterAll(() => t.close())

const assign = (by: Client, payload: object, status = 201) =>
  data(by, 'POST', '/api/scout/assignments', payload, status)

describe('assignments', () => {
  let uid: string

  it('are given by heads only, to members who write reports, and mailed to the scout', async () => {
    const made = await assign(head, {
      scout_uid: scoutA.account.uid,
      player_uid: striker.uid,
      game_id: game.uid,
      due_on: '2026-12-05',
      priority: 'high',
      note: 'Watch his runs in behind',
    })
    uid = made.uid
    expect(made).toMatchObject({
      scout: { uid: scoutA.account.uid },
      player: { uid: striker.uid, name: 'Assigned Striker' },
      game: {
        id: game.uid,
        home: 'Home Side',
        away: 'Away Side',
        competition: 'Assignment Cup',
        time: kickOff.replace('.000', ''),
      },
      status: 'open',
      priority: 'high',
    })
    const [mail] = await assignmentMailsTo(scoutA.account.email)
    expect(mail!.subject).toBe('New assignment: Assigned Striker at Home Side – Away Side')
    expect(mail!.text).toContain(`/scout/assignments/${uid}`)
    // Days as a reader writes them, not the wire's ISO strings.
    expect(mail!.text).toContain('Watch Assigned Striker at Home Side – Away Side by Sat, 5 Dec 2026.')
    expect(mail!.text).toContain('Kick-off: Sat, 5 Dec 2026, 15:30 UTC.')

    const refused = await call(scoutA, 'POST', '/api/scout/assignments', {
      scout_uid: scoutA.account.uid,
      player_uid: striker.uid,
      due_on: '2026-12-05',
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Only a head of recruitment gives assignments')
    const toAnalyst = await call(head, 'POST', '/api/scout/assignments', {
      scout_uid: analyst.account.uid,
      player_uid: striker.uid,
      due_on: '2026-12-05',
    })
    expect(toAnalyst.statusCode).toBe(400)
    expect(toAnalyst.json().message).toMatch(/^Analysts and viewers write no reports/)
    const nothing = await call(head, 'POST', '/api/scout/assignments', {
      scout_uid: scoutA.account.uid,
      due_on: '2026-12-05',
    })
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json().issues).toEqual([
      { path: 'player_uid', message: 'Choose a player, a game or both' },
    ])
    const outside = await call(head, 'POST', '/api/scout/assignments', {
      scout_uid: outsider.account.uid,
      player_uid: striker.uid,
      due_on: '2026-12-05',
    })
    expect(outside.statusCode).toBe(400)
  })

  it('are read by their scout and the head; another club and a scout in none get nothing', async () => {
    expect((await data(scoutA, 'GET', '/api/scout/assignments')).map((a: { uid: string }) => a.uid)).toEqual([
      uid,
    ])
    expect(await data(scoutB, 'GET', '/api/scout/assignments')).toEqual([])
    expect(await data(outsider, 'GET', '/api/scout/assignments')).toEqual([])
    expect((await data(head, 'GET', '/api/scout/assignments?all=1')).length).toBe(1)
    expect(await data(head, 'GET', `/api/scout/assignments?all=1&member=${scoutB.account.uid}`)).toEqual([])
    expect((await call(scoutA, 'GET', '/api/scout/assignments?all=1')).statusCode).toBe(403)
    for (const who of [scoutB, otherHead, outsider]) {
      expect((await call(who, 'GET', `/api/scout/assignments/${uid}`)).statusCode).toBe(404)
      expect(
        (await call(who, 'PUT', `/api/scout/assignments/${uid}`, { status: 'accepted' })).statusCode,
      ).toBe(404)
      expect((await call(who, 'DELETE', `/api/scout/assignments/${uid}`)).statusCode).toBe(404)
    }
    const detail = await data(scoutA, 'GET', `/api/scout/assignments/${uid}`)
    expect(detail.squads.map((s: { team: { name: string } }) => s.team.name)).toEqual([
      'Home Side',
      'Away Side',
    ])
    expect(detail.squads[0].players).toEqual([{ uid: striker.uid, name: 'Assigned Striker', position: 'ST' }])
  })

  it('move between accepted, declined (with a reason) and open; heads change and reassign', async () => {
    expect((await data(scoutA, 'PUT', `/api/scout/assignments/${uid}`, { status: 'accepted' })).status).toBe(
      'accepted',
    )
    const noReason = await call(scoutA, 'PUT', `/api/scout/assignments/${uid}`, { status: 'declined' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().message).toBe('Say why you decline: your head of recruitment reads it')
    const declined = await data(scoutA, 'PUT', `/api/scout/assignments/${uid}`, {
      status: 'declined',
      reason: 'I am at another ground that day',
    })
    expect(declined).toMatchObject({ status: 'declined', reason: 'I am at another ground that day' })
    const planning = await call(scoutA, 'PUT', `/api/scout/assignments/${uid}`, { due_on: '2026-12-24' })
    expect(planning.statusCode).toBe(403)
    const before = (await assignmentMailsTo(scoutA.account.email)).length
    const moved = await data(head, 'PUT', `/api/scout/assignments/${uid}`, {
      scout_uid: scoutB.account.uid,
      priority: 'normal',
    })
    expect(moved).toMatchObject({
      scout: { uid: scoutB.account.uid },
      status: 'open',
      reason: null,
      priority: 'normal',
    })
    expect((await assignmentMailsTo(scoutA.account.email))[0]!.subject).toMatch(
      /^Assignment taken off your list/,
    )
    expect((await assignmentMailsTo(scoutA.account.email)).length).toBe(before + 1)
    expect((await assignmentMailsTo(scoutB.account.email))[0]!.subject).toMatch(/^New assignment/)
    expect(await data(scoutA, 'GET', '/api/scout/assignments')).toEqual([])
    await data(head, 'PUT', `/api/scout/assignments/${uid}`, { due_on: '2026-12-06' })
    expect((await assignmentMailsTo(scoutB.account.email))[0]!.subject).toMatch(/^Assignment changed/)
  })

  it('are closed once by the report filed on them, even when the report is replayed', async () => {
    const report = {
      uid: crypto.randomUUID(),
      pid: striker.uid,
      template_id: template.uid,
      ratings: Object.fromEntries(template.criteria.map((c) => [c.id, 4])),
      recommendation: 'monitor',
      seen_on: new Date().toISOString().slice(0, 10),
      seen_how: 'live',
      assignment_id: uid,
    }
    const key = { 'idempotency-key': `assignment-report-${uid}` }
    const first = await call(scoutB, 'POST', '/api/scout/reports', report, key)
    const replay = await call(scoutB, 'POST', '/api/scout/reports', report, key)
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201])
    expect(await t.db.select().from(scoutReports).where(eq(scoutReports.uid, report.uid))).toHaveLength(1)
    const done = await data(scoutB, 'GET', `/api/scout/assignments/${uid}`)
    expect(done).toMatchObject({ status: 'done', report_uid: report.uid, overdue: false })
    const reopen = await call(scoutB, 'PUT', `/api/scout/assignments/${uid}`, { status: 'open' })
    expect(reopen.statusCode).toBe(409)
    expect(reopen.json().message).toBe('A report closed this assignment already')
  })

  it('keep a report filed on an assignment that is no longer his, and stay as they were', async () => {
    const other = await assign(head, {
      scout_uid: scoutA.account.uid,
      player_uid: keeper.uid,
      due_on: '2026-12-05',
    })
    const res = await call(scoutB, 'POST', '/api/scout/reports', {
      pid: keeper.uid,
      template_id: template.uid,
      ratings: Object.fromEntries(template.criteria.map((c) => [c.id, 3])),
      recommendation: 'reject',
      seen_on: new Date().toISOString().slice(0, 10),
      seen_how: 'video',
      assignment_id: other.uid,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect((await data(scoutA, 'GET', `/api/scout/assignments/${other.uid}`)).status).toBe('open')
    await data(head, 'DELETE', `/api/scout/assignments/${other.uid}`)
    expect((await call(scoutA, 'GET', `/api/scout/assignments/${other.uid}`)).statusCode).toBe(404)
  })
})

describe('the calendar', () => {
  it('names the games of assignments and of followed players, with why and who', async () => {
    const a = await assign(head, { scout_uid: scoutA.account.uid, game_id: game.uid, due_on: '2026-12-05' })
    await data(scoutA, 'POST', '/api/scout/setShortlist', { uid: keeper.uid, is_shortlisted: true })
    const [day] = await data(scoutA, 'GET', '/api/scout/calendar?from=2026-12-01&to=2026-12-31')
    expect(day).toMatchObject({
      id: game.uid,
      date: '2026-12-05',
      home: 'Home Side',
      away: 'Away Side',
      reasons: ['assignment', 'list'],
      players: [{ uid: keeper.uid, name: 'Listed Keeper', team: 'Away Side', reasons: ['list'] }],
    })
    expect(day.assignments.map((x: { uid: string }) => x.uid)).toEqual([a.uid])
    expect(await data(scoutA, 'GET', '/api/scout/calendar?from=2027-01-01&to=2027-01-31')).toEqual([])
    expect(await data(outsider, 'GET', '/api/scout/calendar?from=2026-12-01&to=2026-12-31')).toEqual([])
    const wide = await call(scoutA, 'GET', '/api/scout/calendar?from=2026-01-01&to=2026-12-31')
    expect(wide.statusCode).toBe(400)
    expect(wide.json().issues).toEqual([{ path: 'to', message: 'At most 62 days at once' }])
  })

  it('is a private feed that parses back into the same games, and a renewed address stops the old one', async () => {
    const feed = await data(scoutA, 'GET', '/api/scout/calendar/feed')
    expect(feed.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    expect((await data(scoutA, 'GET', '/api/scout/calendar/feed')).url).toBe(feed.url)
    const path = new URL(feed.url).pathname
    const res = await t.app.inject({ method: 'GET', url: path })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/calendar/)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.body).toMatch(/\r\n/)
    const calendar = new ICAL.Component(ICAL.parse(res.body))
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    const atGame = events.find((e) => e.summary.includes('Home Side – Away Side'))!
    expect(atGame.startDate.toJSDate().toISOString()).toBe(kickOff)
    expect(atGame.location).toBe('Estadio Test')
    expect(events.every((e) => e.uid.endsWith('@scoutline'))).toBe(true)
    const renewed = await data(scoutA, 'POST', '/api/scout/calendar/feed', {})
    expect(renewed.url).not.toBe(feed.url)
    const old = await t.app.inject({ method: 'GET', url: path })
    expect(old.statusCode).toBe(404)
    expect(old.json().message).toMatch(/^There is no calendar at this address/)
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed.url).pathname })).statusCode).toBe(200)
  })
})
