import { and, eq, isNull, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import { inboxItems, mailOutbox } from '../../server/db/schema/index'
import { sendDueAlertMail } from '../../server/domain/alerts/alert-mail'
import { evaluateWaitingEvents } from '../../server/domain/alerts/evaluate-event'
import { redactUrl } from '../../server/http/log-fields'
import { filterBodyOf, queryFromParams } from '../../src/api/contract/terms/scout-filter-query'
import { alertsSettled } from '../support/alerts-settled'
import { clubWithMembers } from '../support/club-with-members'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Alerts and the inbox (decision 0058): a community member's write is queued with the write and raises each alert
// once — within 2 s, not again for a second save, again after the player left a search and came back, once with
// two workers on one database; colleagues' reports keep blind-first; nothing reaches another scout or another
// club; the digest mail (through a real SMTP sink) groups its items and its one-click link stops its kind alone.

type Client = TestClient & { account: { uid: string; email: string } }
interface Item {
  id: string
  kind: string
  reason: string
  player?: { uid: string; name: string }
  search?: { uid: string; name: string }
  read_at: string | null
}
interface Received {
  to: string[]
  raw: string
}

let t: TestApp
let make: Factories
let community: TestClient
let sink: SMTPServer
const received: Received[] = []

const call = (client: TestClient, method: string, url: string, payload?: object) =>
  client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await call(client, method, url, payload)
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json().data
}
const inbox = async (client: TestClient): Promise<{ items: Item[]; unread: number }> =>
  data(client, 'GET', '/api/scout/inbox')
const ofKind = async (client: TestClient, kind: string) =>
  (await inbox(client)).items.filter((i) => i.kind === kind)
const scout = () => t.loginAs('scout') as Promise<Client>

const settled = () => alertsSettled(t.db)

const bornYearsAgo = (years: number) => {
  const day = new Date()
  day.setUTCFullYear(day.getUTCFullYear() - years)
  day.setUTCDate(day.getUTCDate() - 40)
  return day.toISOString().slice(0, 10)
}

const change = async (player: Made, fields: object) => {
  const current = await data(community, 'GET', `/api/community/profile/${player.uid}`)
  return data(community, 'PUT', `/api/community/profile/${player.uid}`, {
    ...fields,
    version: current.version,
  })
}

/** Undoes quoted-printable soft breaks and escapes (the escapes are UTF-8 bytes). */
const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  const { port } = sink.server.address() as { port: number }
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  community = await t.loginAs('community')
  make = factories(community)
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => sink.close(() => resolve()))
})

describe('a saved search alerts', () => {
  let searcher: Client
  let other: Client
  let player: Made

  it('a new player who matches is in the scout’s inbox within 2 s, naming the search and what he meets', async () => {
    searcher = await scout()
    other = await scout()
    await data(
      searcher,
      'POST',
      '/api/scout/saved-searches',
      { name: 'Young left backs', filter: { position: 'LB', age_max: '21', foot: 'left' }, alert: 'daily' },
      201,
    )
    await data(
      other,
      'POST',
      '/api/scout/saved-searches',
      { name: 'Tall keepers', filter: { position: 'GK', height_min: '190' }, alert: 'instant' },
      201,
    )
    const started = Date.now()
    player = await make.player({
      name: 'Lefty Newcomer',
      main_position: 'LB',
      preferred_foot: 'left',
      date_of_birth: bornYearsAgo(19),
    })
    let items: Item[] = []
    while (!items.length && Date.now() - started < 2000) {
      items = (await inbox(searcher)).items
      if (!items.length) await new Promise((r) => setTimeout(r, 50))
    }
    expect(Date.now() - started).toBeLessThan(2000)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      kind: 'search_match',
      player: { uid: player.uid, name: 'Lefty Newcomer' },
      search: { name: 'Young left backs' },
      read_at: null,
    })
    expect(items[0]!.reason).toBe('Lefty Newcomer matches “Young left backs”: position LB, left foot, age 19')
    expect((await inbox(searcher)).unread).toBe(1)
    // Another scout (whose search he does not match) sees nothing of it.
    expect(await inbox(other)).toEqual({ items: [], unread: 0 })
  })

  it('a second save of the same player raises no second item', async () => {
    await change(player, { height_cm: 178 })
    await change(player, { shirt_number: 3 })
    await settled()
    expect(await ofKind(searcher, 'search_match')).toHaveLength(1)
  })

  it('leaving the search and coming back raises a new item naming what he newly meets', async () => {
    await change(player, { preferred_foot: 'right' })
    await settled()
    expect(await ofKind(searcher, 'search_match')).toHaveLength(1)
    await change(player, { preferred_foot: 'left' })
    await settled()
    const items = await ofKind(searcher, 'search_match')
    expect(items).toHaveLength(2)
    expect(items[0]!.reason).toBe('Lefty Newcomer matches “Young left backs”: left foot')
  })

  it('never names a minor without his guardian’s consent, and names him once it is recorded', async () => {
    const minor = await make.player({
      name: 'Hidden Lefty',
      main_position: 'LB',
      preferred_foot: 'left',
      date_of_birth: bornYearsAgo(16),
    })
    await settled()
    const items = await ofKind(searcher, 'search_match')
    expect(items).toHaveLength(2)
    expect(JSON.stringify(items)).not.toContain('Hidden Lefty')
    await data(community, 'PUT', `/api/community/player/${minor.uid}/consent`, {
      guardian_name: 'A Guardian',
      relationship: 'mother',
      given_on: new Date().toISOString().slice(0, 10),
      method: 'signed_form',
      photos: false,
    })
    await settled()
    const [seen] = await ofKind(searcher, 'search_match')
    expect(seen!.reason).toMatch(/^Hidden Lefty matches “Young left backs”/)
  })

  it('are marked read by their scout only; a kind switched off raises nothing', async () => {
    const [first] = (await inbox(searcher)).items
    // Another scout's mark changes nothing of his.
    await data(other, 'POST', '/api/scout/inbox/read', { ids: [first!.id] })
    expect((await inbox(searcher)).unread).toBe(3)
    expect(await data(searcher, 'POST', '/api/scout/inbox/read', { ids: [first!.id] })).toEqual({ unread: 2 })
    expect((await data(searcher, 'GET', '/api/scout/inbox?unread=1')).items).toHaveLength(2)

    const settings = await data(searcher, 'PUT', '/api/scout/alert-settings', {
      settings: [{ kind: 'search_match', inbox: false }],
    })
    expect(settings.find((s: { kind: string }) => s.kind === 'search_match')).toEqual({
      kind: 'search_match',
      inbox: false,
      mail: true,
    })
    await make.player({
      name: 'Muted Lefty',
      main_position: 'LB',
      preferred_foot: 'left',
      date_of_birth: bornYearsAgo(20),
    })
    await settled()
    expect(await ofKind(searcher, 'search_match')).toHaveLength(3)
    await data(searcher, 'PUT', '/api/scout/alert-settings', {
      settings: [{ kind: 'search_match', inbox: true }],
    })
    const refused = await call(searcher, 'PUT', '/api/scout/alert-settings', {
      settings: [{ kind: 'weather' }],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBeTruthy()
  })
})

describe('a followed player alerts his followers, and only them', () => {
  let head: Client
  let colleague: Client
  let outsider: Client
  let followed: Made
  let template: { uid: string; criteria: { id: string }[] }

  const report = (client: Client, seenOn: string, summary: string) =>
    data(
      client,
      'POST',
      '/api/scout/reports',
      {
        pid: followed.uid,
        template_id: template.uid,
        ratings: Object.fromEntries(template.criteria.map((c) => [c.id, 4])),
        recommendation: 'sign',
        summary,
        seen_on: seenOn,
        seen_how: 'live',
      },
      201,
    )

  beforeAll(async () => {
    ;({
      head,
      members: { colleague },
    } = await clubWithMembers(t, { name: 'Alerting Club', members: { colleague: 'scout' } }))
    outsider = (await clubWithMembers(t, { name: 'Other Club' })).head
    followed = await make.player({ name: 'Followed Forward', main_position: 'ST' })
    const list = await data(head, 'POST', '/api/scout/lists', { name: 'Targets', shared: true }, 201)
    await data(head, 'POST', `/api/scout/lists/${list.uid}/players`, { uid: followed.uid }, 201)
    // The other club's scout follows him too, on his own shortlist.
    await data(outsider, 'POST', '/api/scout/setShortlist', { uid: followed.uid, is_shortlisted: true })
    const made = await (await t.loginAs('admin')).inject({
      method: 'POST',
      url: '/api/admin/report_templates',
      payload: {
        name: 'Alerts general',
        scale: 5,
        criteria: ['Technique', 'Tactics', 'Physical'].map((label) => ({ label })),
      },
    })
    expect(made.statusCode, made.body).toBe(201)
    template = made.json().data
  })

  it('a game sheet naming him raises one item per follower, once however often it is saved', async () => {
    const tournament = await make.tournament({ name: 'Alert Cup' })
    const home = await make.team({
      name: 'Alert Home',
      tournamentId: tournament.uid,
      players: [followed.uid],
    })
    const away = await make.team({ name: 'Alert Away', tournamentId: tournament.uid })
    const line = { uid: followed.uid, jersey_no: 9 }
    const game = await make.game({
      team_array: [home.uid, away.uid],
      tournament_id: tournament.uid,
      date: '2026-11-21T15:00:00Z',
      teams: [
        { uid: home.uid, playerMetaData: [line] },
        { uid: away.uid, playerMetaData: [] },
      ],
    })
    await settled()
    const again = await data(community, 'GET', `/api/community/game/${game.uid}`)
    await data(community, 'PUT', `/api/community/game/${game.uid}`, {
      version: again.version,
      teams: [
        { uid: home.uid, playerMetaData: [{ ...line, goals: 0 }] },
        { uid: away.uid, playerMetaData: [] },
      ],
    })
    await settled()
    for (const client of [head, colleague, outsider]) {
      const items = await ofKind(client, 'player_game')
      expect(items).toHaveLength(1)
      expect(items[0]!.reason).toBe('Followed Forward played: Alert Home v Alert Away on 21 Nov 2026')
    }
  })

  it('a move to another club is told to his followers', async () => {
    const club = await make.club({ name: 'New Home FC' })
    await change(followed, { current_club_id: club.uid })
    await settled()
    expect((await ofKind(colleague, 'player_club')).map((i) => i.reason)).toEqual([
      'Followed Forward moved to New Home FC',
    ])
  })

  it('a colleague’s report keeps blind-first, and reaches nobody of another club', async () => {
    await report(head, new Date().toISOString().slice(0, 10), 'Secret verdict: a rare finisher')
    await settled()
    const [blind] = await ofKind(colleague, 'colleague_report')
    expect(blind!.reason).toBe('A colleague reported on Followed Forward — write yours to see it')
    expect(JSON.stringify(await inbox(colleague))).not.toMatch(/Secret verdict|Sign/)
    expect(await ofKind(outsider, 'colleague_report')).toEqual([])
    expect(await ofKind(head, 'colleague_report')).toEqual([])
  })

  it('a stale own report, an assignment given and one due tomorrow reach the scout once', async () => {
    const sevenMonthsAgo = new Date(Date.now() - 213 * 86_400_000).toISOString().slice(0, 10)
    await report(colleague, sevenMonthsAgo, 'Seen long ago')
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    await data(
      head,
      'POST',
      '/api/scout/assignments',
      { scout_uid: colleague.account.uid, player_uid: followed.uid, due_on: tomorrow },
      201,
    )
    await settled()
    await t.app.alerts.runDaily()
    await t.app.alerts.runDaily()
    const kinds = (await inbox(colleague)).items.map((i) => i.kind)
    for (const kind of ['assignment_given', 'assignment_due', 'report_stale'])
      expect(
        kinds.filter((k) => k === kind),
        kind,
      ).toHaveLength(1)
    const [stale] = await ofKind(colleague, 'report_stale')
    expect(stale!.reason).toBe('Your latest report on Followed Forward is over 6 months old: see him again')
    expect(await ofKind(outsider, 'assignment_given')).toEqual([])
  })
})

describe('alert mail', () => {
  it('an instant search mails at once, then waits 10 minutes, holding what came meanwhile', async () => {
    const quick = await scout()
    await data(
      quick,
      'POST',
      '/api/scout/saved-searches',
      { name: 'Tall strikers', filter: { position: 'ST', height_min: '195' }, alert: 'instant' },
      201,
    )
    await make.player({ name: 'Tower One', main_position: 'ST', height_cm: 198 })
    await settled()
    await sendDueAlertMail(t.db, t.config)
    await make.player({ name: 'Tower Two', main_position: 'ST', height_cm: 201 })
    await settled()
    await sendDueAlertMail(t.db, t.config)
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, quick.account.email))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Tower One')
    const waiting = await t.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.scoutUid, quick.account.uid), isNull(inboxItems.mailedAt)))
    expect(waiting.map((i) => i.reason)).toEqual([
      'Tower Two matches “Tall strikers”: position ST, height 201 cm',
    ])
  })

  it('the daily digest groups by search, and its one-click link stops its kind alone, with no session', async () => {
    const reader = await scout()
    // He had his digest a moment ago: what comes now waits for the next one.
    await t.db.execute(
      sql`insert into alert_mail_marks (account_uid, channel, sent_at) values (${reader.account.uid}, 'daily', now())`,
    )
    for (const [name, filter] of [
      ['Quick wingers', { position: 'RW' }],
      ['Right-footed youth', { foot: 'right', age_max: '20' }],
    ] as const)
      await data(reader, 'POST', '/api/scout/saved-searches', { name, filter, alert: 'daily' }, 201)
    await make.player({
      name: 'Winger Young',
      main_position: 'RW',
      preferred_foot: 'right',
      date_of_birth: bornYearsAgo(18),
    })
    await make.player({
      name: 'Winger Old',
      main_position: 'RW',
      preferred_foot: 'left',
      date_of_birth: bornYearsAgo(31),
    })
    await settled()
    expect(await sendDueAlertMail(t.db, t.config)).toBe(0)
    await t.db.execute(sql`update alert_mail_marks set sent_at = now() - interval '1 day'
      where account_uid = ${reader.account.uid}`)
    await t.app.alerts.runNow()
    const deadline = Date.now() + 15_000
    const mailTo = () => received.find((m) => m.to.includes(reader.account.email))
    while (!mailTo() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    const mail = mailTo()
    expect(mail, 'no digest reached the SMTP sink').toBeTruthy()
    const raw = decodeQuotedPrintable(mail!.raw)
    expect(raw).toContain('Subject: Your daily alerts (3)')
    const text = raw.replace(/\r\n/g, '\n')
    expect(text).toMatch(
      /Your search “Quick wingers”:\n- Winger Old matches[^\n]*\n[^\n]*\n- Winger Young matches/,
    )
    expect(text).toMatch(
      /Your search “Right-footed youth”:\n- Winger Young matches “Right-footed youth”: right foot, age 18/,
    )
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const header = raw.match(/List-Unsubscribe:\s*<([^>]+)>/)
    expect(header).toBeTruthy()
    const path = new URL(header![1]!).pathname
    // The link is a key: request logs never hold it.
    expect(redactUrl(path)).toBe('/api/unsubscribe/[redacted]')

    const anonymous = t.anonymous()
    const page = await anonymous.inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Stop these mails')
    expect(
      (await data(reader, 'GET', '/api/scout/alert-settings')).every((s: { mail: boolean }) => s.mail),
    ).toBe(true)

    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode, oneClick.body).toBe(200)
    const settings = await data(reader, 'GET', '/api/scout/alert-settings')
    expect(settings.filter((s: { mail: boolean }) => !s.mail).map((s: { kind: string }) => s.kind)).toEqual([
      'search_match',
    ])
    // A token changed by hand (another kind, another account) stops nothing.
    const [data64, signature] = path.split('/').pop()!.split('.') as [string, string]
    const payload = Buffer.from(data64, 'base64url')
    payload[16] = 1 // player_game
    const forged = `/api/unsubscribe/${payload.toString('base64url')}.${signature}`
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404)
    const refusedPage = await anonymous.inject({
      method: 'GET',
      url: forged,
      headers: { accept: 'text/html' },
    })
    expect(refusedPage.statusCode).toBe(404)
    expect(refusedPage.body).toContain('This unsubscribe link is not valid')
  })
})

describe('an alert means what the search’s page shows', () => {
  it('each search alerts exactly the new players its page lists', async () => {
    const reader = await scout()
    const country = await make.country({ name: 'Alertland', code: 'ALD' })
    const searches: Record<string, Record<string, string>> = {
      Defenders: { position: 'DF' },
      'Left wingers, left foot': { position: 'LW', foot: 'left' },
      'Young women': { gender: 'female', age_max: '23' },
      Alertlanders: { country_id: country.uid },
      Tall: { height_min: '188' },
      'Fast strikers': { position: 'ST', pace_min: '80' },
    }
    for (const [name, filter] of Object.entries(searches))
      await data(reader, 'POST', '/api/scout/saved-searches', { name, filter, alert: 'weekly' }, 201)
    const made: Made[] = []
    const kinds = [
      { main_position: 'CB', preferred_foot: 'right', height_cm: 190 },
      { main_position: 'LW', preferred_foot: 'left', gender: 'female', date_of_birth: bornYearsAgo(21) },
      { main_position: 'LW', preferred_foot: 'right', nationality_id: country.uid },
      { main_position: 'ST', positions: ['LB'], gender: 'female', date_of_birth: bornYearsAgo(30) },
      { main_position: 'GK', height_cm: 195, nationality_id: country.uid },
      { main_position: 'ST', preferred_foot: 'both' },
    ]
    for (const [i, fields] of kinds.entries())
      made.push(await make.player({ name: `Consistent ${i}`, ...fields }))
    await settled()
    const ours = new Set(made.map((p) => p.uid))
    const items = await ofKind(reader, 'search_match')
    // Two defenders (a left back as another position), a left-footed left winger, a young woman, two of Alertland,
    // two tall players; no striker has a pace rating.
    expect(items).toHaveLength(8)
    for (const [name, filter] of Object.entries(searches)) {
      const body = {
        ...filterBodyOf(queryFromParams({ get: (key) => filter[key] ?? null }), 100),
      }
      const page = await call(reader, 'POST', '/api/scout/filter', body)
      expect(page.statusCode, page.body).toBe(200)
      const listed = page
        .json()
        .data.map((p: { uid: string }) => p.uid)
        .filter((uid: string) => ours.has(uid))
      const alerted = items.filter((i) => i.search?.name === name).map((i) => i.player!.uid)
      expect(alerted.sort(), name).toEqual(listed.sort())
    }
  })
})

describe('two workers on one database', () => {
  it('raise each alert once', async () => {
    // This app's worker stops: the two claim loops below are the only ones.
    await t.app.alerts.stop()
    const watcher = await scout()
    await data(
      watcher,
      'POST',
      '/api/scout/saved-searches',
      { name: 'Centre backs', filter: { position: 'CB' }, alert: 'off' },
      201,
    )
    await data(
      watcher,
      'POST',
      '/api/scout/saved-searches',
      { name: 'Any centre back', filter: { position: 'CB', foot: 'left' }, alert: 'weekly' },
      201,
    )
    await data(
      watcher,
      'POST',
      '/api/scout/saved-searches',
      { name: 'All centre backs', filter: { position: 'CB' }, alert: 'weekly' },
      201,
    )
    for (let i = 0; i < 12; i++) {
      const made = await make.player({ name: `Stopper ${i}`, main_position: 'CB', preferred_foot: 'left' })
      // A second save of each, queued too: two events per player, evaluated by whichever loop claims them.
      await change(made, { shirt_number: i })
    }
    // On PostgreSQL the second loop has its own pool, as a second server would; PGlite has one connection.
    let second = t.database
    if (t.database.kind === 'pg') {
      const { rows } = await t.db.execute<{ name: string }>(sql`select current_database() as name`)
      const url = new URL(process.env.TEST_DATABASE_URL!)
      url.pathname = `/${rows[0]!.name}`
      second = await openDatabase({ databaseUrl: url.toString() })
    }
    try {
      const counts = await Promise.all([evaluateWaitingEvents(t.db), evaluateWaitingEvents(second.db)])
      expect(counts[0]! + counts[1]!).toBe(24)
    } finally {
      if (second !== t.database) await second.close()
    }
    const items = await ofKind(watcher, 'search_match')
    expect(items).toHaveLength(24)
    expect(new Set(items.map((i) => `${i.search!.name}:${i.player!.name}`)).size).toBe(24)
  })
})
