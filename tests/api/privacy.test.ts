import { sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scoutExportPaths, scoutPlayerPaths, sharePaths } from '../../src/api/contract/terms/paths'
import { privacyPaths } from '../../src/api/contract/terms/privacy-paths'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Personal data by design (docs/privacy.md, decision 0057): every scout read of a minor's record is logged and read
// back by the community and the admins; a player's data leaves as one ZIP and his erasure leaves no trace of his
// name, birth date or contacts in any text or JSON column of any table — the history included — while his games
// still count; an account deletes itself only with its password and leaves its club's reports with the club; the
// retention job clears an adult's guardian contacts.

type Client = TestClient & { account: { uid: string; email: string } }
let t: TestApp
let admin: Client
let community: Client
let scout: Client
let minor: Made
let adult: Made
let game: Made

const day = (d: Date) => d.toISOString().slice(0, 10)
const yearsAgo = (years: number, days = 0) => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() - days)
  return day(d)
}
const BORN = yearsAgo(15, 47)
const NAME = 'Quentin Erasmoor'
const CONTACTS = {
  email: 'quentin.erasmoor@example.com',
  phone: '+44 7700 900456',
  guardian_name: 'Helga Erasmoor',
  guardian_email: 'helga.guardian@example.com',
  guardian_phone: '+44 7700 900789',
}

const call = (client: TestClient, method: string, url: string, payload?: object) =>
  client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await call(client, method, url, payload)
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json().data
}
/** Each text or JSON column of each table that holds one of `traces`, as "table.column: trace". */
async function tracesIn(traces: string[]) {
  const columns = await t.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`)
  expect(columns.rows.length).toBeGreaterThan(50)
  const found: string[] = []
  for (const { table_name, column_name } of columns.rows)
    for (const trace of traces) {
      const hit = await t.db.execute(
        sql`select 1 from ${sql.identifier(table_name)} where strpos(${sql.identifier(column_name)}::text, ${trace}) > 0 limit 1`,
      )
      if (hit.rows.length > 0) found.push(`${table_name}.${column_name}: ${trace}`)
    }
  return found
}
const accessLog = async (uid: string) =>
  (await call(community, 'GET', privacyPaths.communityAccessLog(uid))).json() as {
    data: { call: string; reader: { uid: string; name: string } }[]
    meta: { total: number }
  }

beforeAll(async () => {
  t = await buildTestApp()
  admin = (await t.loginAs('admin')) as Client
  community = (await t.loginAs('community')) as Client
  scout = (await t.loginAs('scout')) as Client
  const make = factories(community)
  const club = await make.club({ name: 'Erasmoor Youth FC' })
  minor = await make.player({
    name: NAME,
    date_of_birth: BORN,
    main_position: 'CM',
    current_club_id: club.uid,
    ...CONTACTS,
  })
  adult = await make.player({ name: 'Arthur Keepsake', date_of_birth: yearsAgo(25), main_position: 'ST' })
  const consent = {
    guardian_name: CONTACTS.guardian_name,
    relationship: 'Mother',
    given_on: day(new Date()),
    method: 'signed_form',
    photos: false,
  }
  await data(community, 'PUT', `/api/community/player/${minor.uid}/consent`, consent)
  const league = await make.league({ name: 'Erasure League', season: '2026' })
  const home = await make.team({ name: 'Home U16', leagueId: league.uid, players: [minor.uid, adult.uid] })
  const away = await make.team({ name: 'Away U16', leagueId: league.uid, players: [] })
  game = await make.leagueGame({
    team_array: [home.uid, away.uid],
    league_id: league.uid,
    season: '2026',
    date: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    status: 'finished',
    home_score: 3,
    away_score: 1,
    teams: [
      {
        uid: home.uid,
        playerMetaData: [
          { uid: minor.uid, jersey_no: 8, onField: true, goals: 2 },
          { uid: adult.uid, jersey_no: 9, onField: true, goals: 1 },
        ],
      },
      { uid: away.uid, playerMetaData: [] },
    ],
  })
}, 60_000)
afterAll(() => t.close())

describe('the access log of a minor', () => {
  it("has each scout read of a minor's record, and none of an adult's", async () => {
    const reads = [
      scoutPlayerPaths.profile(minor.uid),
      scoutPlayerPaths.stats(minor.uid),
      scoutPlayerPaths.matchesPlayed(minor.uid),
      scoutPlayerPaths.gallery(minor.uid),
      scoutExportPaths.playerCard(minor.uid),
    ]
    for (const url of reads) expect((await call(scout, 'GET', url)).statusCode, url).toBe(200)
    for (const url of [scoutPlayerPaths.profile(adult.uid), scoutPlayerPaths.stats(adult.uid)])
      expect((await call(scout, 'GET', url)).statusCode, url).toBe(200)
    // A shared link's opening is a read by the scout who shared it.
    const share = await data(scout, 'POST', sharePaths.shares, { kind: 'player', id: minor.uid }, 201)
    const token = new URL(share.url).pathname.split('/').pop()!
    expect((await call(t.anonymous(), 'GET', sharePaths.shared(token))).statusCode).toBe(200)
    // A file that lists him is a read of him; the adult beside him on the list is not logged.
    const list = await data(scout, 'POST', '/api/scout/lists', { name: 'Youth' }, 201)
    for (const uid of [minor.uid, adult.uid])
      await data(scout, 'POST', `/api/scout/lists/${list.uid}/players`, { uid }, 201)
    const file = await call(scout, 'GET', `${scoutExportPaths.list(list.uid)}?format=csv`)
    expect(file.statusCode, file.body).toBe(200)
    // So is a search's file that finds him (its pages read and logged by a worker thread on PostgreSQL).
    const found = await call(
      scout,
      'GET',
      `${scoutExportPaths.search}?format=csv&q=${encodeURIComponent(NAME)}`,
    )
    expect(found.statusCode, found.body).toBe(200)
    expect(found.body).toContain(NAME)

    const log = await accessLog(minor.uid)
    expect(log.meta.total).toBe(reads.length + 3)
    expect(log.data.map((r) => r.call)).toEqual([
      'GET /api/scout/search/export',
      'GET /api/scout/lists/:id/export',
      'Shared link: player card',
      'GET /api/scout/player/:id/card',
      'GET /api/scout/gallery_image/:id',
      'GET /api/scout/matches_played/:id',
      'GET /api/scout/player_stats/:id',
      'GET /api/scout/profile/:id',
    ])
    expect(new Set(log.data.map((r) => r.reader.uid))).toEqual(new Set([scout.account.uid]))
    expect((await accessLog(adult.uid)).meta.total).toBe(0)
    // Admins read the same; a scout reads none of it.
    const asAdmin = await call(admin, 'GET', privacyPaths.adminAccessLog(minor.uid))
    expect(asAdmin.json().meta.total).toBe(reads.length + 3)
    expect((await call(scout, 'GET', privacyPaths.communityAccessLog(minor.uid))).statusCode).toBe(401)
  })
})

describe('an enquiry about a minor', () => {
  it('is addressed to his club, marked for the admins, and never carries a guardian’s contact', async () => {
    const sent = await data(
      scout,
      'POST',
      '/api/scout/enquire',
      { pid: minor.uid, message: 'Is he open to a trial?' },
      201,
    )
    expect(sent).toMatchObject({ about_minor: true, club: { name: 'Erasmoor Youth FC' } })
    const listed = await call(admin, 'GET', '/api/admin/enquire?limit=50')
    const mine = listed.json().data.find((e: { uid: string }) => e.uid === sent.uid)
    expect(mine).toMatchObject({ about_minor: true, club: { name: 'Erasmoor Youth FC' } })
    const adultAsked = await data(
      scout,
      'POST',
      '/api/scout/enquire',
      { pid: adult.uid, message: 'Contract ends?' },
      201,
    )
    expect(adultAsked).toMatchObject({ about_minor: false, club: null })
    const csv = await call(admin, 'GET', '/api/admin/enquire/export')
    expect(csv.body).toContain('Through his club')
    expect(csv.body).toContain('Erasmoor Youth FC')
    for (const body of [JSON.stringify(sent), listed.body, csv.body])
      for (const contact of [
        CONTACTS.guardian_email,
        CONTACTS.guardian_phone,
        CONTACTS.guardian_name,
        CONTACTS.email,
      ])
        expect(body).not.toContain(contact)
  })
})

describe("a player's data", () => {
  it('is found by an admin from the name a request gives, accents aside; by nobody else there', async () => {
    const found = await call(admin, 'GET', `${privacyPaths.playerSearch}?q=quentin%20erasm`)
    expect(found.statusCode, found.body).toBe(200)
    expect(found.json().data.map((p: { uid: string }) => p.uid)).toEqual([minor.uid])
    expect(found.json().data[0]).toMatchObject({ name: NAME, date_of_birth: BORN })
    for (const other of [scout, community])
      expect([401, 403]).toContain(
        (await call(other, 'GET', `${privacyPaths.playerSearch}?q=quentin`)).statusCode,
      )
  })

  it('leaves as one ZIP of JSON parts', async () => {
    const res = await call(admin, 'GET', privacyPaths.playerExport(minor.uid))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    const files = unzipSync(new Uint8Array(res.rawPayload))
    const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name]!))
    expect(Object.keys(files).sort()).toEqual(
      [
        'access-log.json',
        'attributes.json',
        'enquiries.json',
        'game-appearances.json',
        'media.json',
        'memberships.json',
        'record-history.json',
        'record.json',
        'scouting-notes-and-reports.json',
      ].sort(),
    )
    expect(json('record.json')).toMatchObject({ name: NAME, guardian_email: CONTACTS.guardian_email })
    expect(json('game-appearances.json')).toHaveLength(1)
    expect(json('access-log.json').length).toBeGreaterThan(0)
    expect(json('record-history.json')[0]).toMatchObject({ action: 'create' })
  })

  it('is erased everywhere, the history included, while the game and the others keep their numbers', async () => {
    // What names him beyond his record: a scout's note and enquiry, and a member's edit of his record.
    // His first and last name alone too; a note on another player may say "Quentin" of someone else.
    const [first, last] = NAME.split(' ')
    await data(
      scout,
      'POST',
      '/api/scout/notes',
      { pid: minor.uid, text: `${NAME} has quick feet; ${first} should start, ask ${last}’s coach` },
      201,
    )
    await data(scout, 'POST', '/api/scout/notes', { pid: adult.uid, text: `Plays beside ${first}` }, 201)
    await data(scout, 'POST', '/api/scout/enquire', { pid: minor.uid, message: `Is ${NAME} available?` }, 201)
    const before = await data(scout, 'GET', scoutPlayerPaths.stats(adult.uid))
    const traces = [NAME, BORN, ...Object.values(CONTACTS)]
    // Before: his words are in his record, its history, the list JSON, the note, the enquiry and its mail.
    const held = await tracesIn(traces)
    for (const place of ['players.name', 'record_changes.after', 'scout_notes.text', 'enquiries.message'])
      expect(
        held.some((h) => h.startsWith(place)),
        `${place} in ${held}`,
      ).toBe(true)

    const erased = await data(admin, 'POST', privacyPaths.playerErase(minor.uid), {
      reason: `Erasure request from ${CONTACTS.guardian_name}`,
    })
    expect(erased).toMatchObject({
      erased: true,
      name: expect.stringMatching(/^Erased player #\d+$/),
      flagged: 1,
    })
    // The scout is told which of his notes changed, never who the player was.
    const notices = await data(scout, 'GET', privacyPaths.erasureNotices)
    expect(notices).toEqual([expect.objectContaining({ kind: 'note', player: erased.name })])

    expect(await tracesIn(traces)).toEqual([])
    const notes = await t.db.execute<{ player_uid: string; text: string }>(
      sql`select player_uid::text, text from scout_notes where player_uid in (${minor.uid}, ${adult.uid})`,
    )
    expect(Object.fromEntries(notes.rows.map((n) => [n.player_uid, n.text]))).toEqual({
      [minor.uid]: `${erased.name} has quick feet; ${erased.name} should start, ask ${erased.name}’s coach`,
      [adult.uid]: `Plays beside ${first}`,
    })

    const sheet = await data(community, 'GET', `/api/community/game/${game.uid}`)
    expect(sheet).toMatchObject({ home_score: 3, away_score: 1 })
    expect(await data(scout, 'GET', scoutPlayerPaths.stats(adult.uid))).toEqual(before)
    // He still played: his appearance counts, under his new name.
    const profile = await data(community, 'GET', `/api/community/profile/${minor.uid}`)
    expect(profile).toMatchObject({ name: erased.name, date_of_birth: null, guardian_email: null })
  })
})
