import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiDocsPaths, sharePaths } from '../../src/api/contract/terms/paths'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { concreteUrl, endsTheSession, type RouteWalk, walkableApp } from '../support/route-walk'
import { asListed } from '../support/rows-as-records'

// A minor without his guardian's consent is absent from every scout call (docs/decisions/0054-minors-consent-gate.md):
// the scout area's GET routes are walked from the route table the app registers (and held to the OpenAPI
// document's), each with the minor's uid, his list's and his share's in every place a uid goes, with and
// without consent. With consent he is there as an age band and a year of birth, never his birth date or his
// guardian's contacts; withdrawn, he is gone from the next read.

let walk: RouteWalk
let scout: TestClient
let community: TestClient
let minor: Made
let listUid: string
let shareToken: string
/** His team and his game: the football records that name him. */
let football: string[]
let listShareToken: string

const day = (d: Date) => d.toISOString().slice(0, 10)
/** 15 years and 40 days old today: a U16. */
const born = (() => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - 15)
  d.setUTCDate(d.getUTCDate() - 40)
  return day(d)
})()
const NAME = 'Ruben Minorstone'
const GUARDIAN = { name: 'Gwen Minorstone', email: 'gwen.guardian@example.com', phone: '+44 7700 900123' }
/** What must never reach a scout about a minor, whatever his consent. */
const neverSeen = [born, GUARDIAN.name, GUARDIAN.email, GUARDIAN.phone]

const consent = {
  guardian_name: GUARDIAN.name,
  relationship: 'Mother',
  given_on: day(new Date()),
  method: 'signed_form',
  photos: false,
}
const giveConsent = () =>
  community.inject({ method: 'PUT', url: `/api/community/player/${minor.uid}/consent`, payload: consent })
const withdraw = () =>
  community.inject({ method: 'DELETE', url: `/api/community/player/${minor.uid}/consent` })

beforeAll(async () => {
  walk = await walkableApp()
  scout = walk.clients.scout
  community = walk.clients.community
  const make = factories(community)
  const country = await make.country({ name: 'Minorland', code: 'MNL' })
  minor = await make.player({
    name: NAME,
    date_of_birth: born,
    nationality_id: country.uid,
    main_position: 'CM',
    guardian_email: GUARDIAN.email,
    guardian_phone: GUARDIAN.phone,
  })
  // He plays: on a team's squad and a game's sheet, with two goals (hot by his form).
  const league = await make.league({ name: 'Youth League', season: '2026' })
  const team = await make.team({ name: 'Minorstone U16', leagueId: league.uid, players: [minor.uid] })
  const other = await make.team({ name: 'Rivals U16', leagueId: league.uid, players: [] })
  const game = await make.leagueGame({
    team_array: [team.uid, other.uid],
    league_id: league.uid,
    season: '2026',
    date: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    status: 'finished',
    home_score: 2,
    away_score: 0,
    teams: [
      { uid: team.uid, playerMetaData: [{ uid: minor.uid, jersey_no: 8, onField: true, goals: 2 }] },
      { uid: other.uid, playerMetaData: [] },
    ],
  })
  const club = await make.club({ name: 'Minorstone Youth FC' })
  const member = await make.clubPlayer({ club_id: club.uid, player_id: minor.uid, season: '2026' })
  football = [team.uid, game.uid, league.uid, club.uid, member.uid]
  // The scout's own things about him, made while consent was recorded: a shortlist, a list, two shared links.
  expect((await giveConsent()).statusCode).toBe(200)
  await scout.inject({
    method: 'POST',
    url: '/api/scout/setShortlist',
    payload: { uid: minor.uid, is_shortlisted: true },
  })
  listUid = (
    await scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name: 'Youth' } })
  ).json().data.uid
  await scout.inject({
    method: 'POST',
    url: `/api/scout/lists/${listUid}/players`,
    payload: { uid: minor.uid },
  })
  const share = async (kind: string, id: string) =>
    new URL(
      (await scout.inject({ method: 'POST', url: sharePaths.shares, payload: { kind, id } })).json().data.url,
    ).pathname
      .split('/')
      .pop()!
  await scout.inject({
    method: 'POST',
    url: '/api/scout/notes',
    payload: { pid: minor.uid, text: 'Quick feet' },
  })
  await scout.inject({
    method: 'POST',
    url: '/api/scout/enquire',
    payload: { pid: minor.uid, message: 'Who is his club?' },
  })
  shareToken = await share('player', minor.uid)
  listShareToken = await share('list', listUid)
}, 60_000)
afterAll(() => walk.close())

interface Seen {
  call: string
  status: number
  body: string
}

/** Every scout GET route, each uid place filled with the minor's, his list's, then nothing else; and the reads by POST. */
async function walkScoutReads(): Promise<Seen[]> {
  const seen: Seen[] = []
  const query = `?q=${encodeURIComponent(NAME.split(' ')[1]!)}&uid=${minor.uid}&limit=50`
  for (const route of scoutGets()) {
    const values = route.includes(':') ? [minor.uid, listUid, ...football] : ['']
    for (const value of values) {
      const url = `${concreteUrl(route, value)}${query}`
      const res = await scout.inject({ method: 'GET', url })
      seen.push({ call: `GET ${url}`, status: res.statusCode, body: res.body })
    }
  }
  // The calendar of the games of the players he follows (his game was a week ago).
  const weeks = (n: number) => day(new Date(Date.now() + n * 7 * 86_400_000))
  const calendar = await scout.inject({ url: `/api/scout/calendar?from=${weeks(-2)}&to=${weeks(1)}` })
  seen.push({ call: 'GET calendar', status: calendar.statusCode, body: calendar.body })
  const filter = await scout.inject({
    method: 'POST',
    url: '/api/scout/filter',
    payload: { positions: ['CM'] },
  })
  seen.push({ call: 'POST filter', status: filter.statusCode, body: filter.body })
  // A band of under-18s is read from the consented players alone (player-filter/plan.ts asksMinorsOnly): by name,
  // and by a number's order among his position.
  for (const [call, payload] of [
    ['POST under-18s', { age_max: 17 }],
    ['POST under-18s by goals', { positions: ['CM'], age_max: 17, sort: 'goals' }],
  ] as const) {
    const res = await scout.inject({ method: 'POST', url: '/api/scout/filter', payload })
    seen.push({ call, status: res.statusCode, body: res.body })
  }
  for (const token of [shareToken, listShareToken]) {
    const res = await walk.clients.anonymous.inject({ method: 'GET', url: sharePaths.shared(token) })
    seen.push({
      call: `GET shared (${token === shareToken ? 'player' : 'list'})`,
      status: res.statusCode,
      body: res.body,
    })
  }
  return seen
}

/** Every GET under /api/scout (the public ones too), but the one that would sign the scout out. */
const scoutGets = () =>
  walk.routes
    .filter((r) => r.url.startsWith('/api/scout/') && r.method === 'GET' && !endsTheSession(r.url))
    .map((r) => r.url)
    .filter((url, i, all) => all.indexOf(url) === i)

const find = (seen: Seen[], call: string) => seen.filter((s) => s.call.startsWith(call))

describe('a 15-year-old in every scout call', () => {
  it('walks every scout GET route the OpenAPI document lists', async () => {
    const doc = (await walk.clients.anonymous.inject({ url: apiDocsPaths.json })).json()
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path, ops]) => path.startsWith('/api/scout/') && ops.get)
      .map(([path]) => path.replace(/\{([^}]+)\}/g, ':$1'))
    const walked = new Set(scoutGets())
    expect(documented.filter((path) => !walked.has(path) && !endsTheSession(path))).toEqual([])
    // 113 when written, each walked with every uid the minor has about him (350 calls a walk).
    expect(walked.size).toBeGreaterThan(100)
  })

  it('shows him with consent as an age band and a year of birth, never his birth date or his guardian', async () => {
    expect((await giveConsent()).statusCode).toBe(200)
    const seen = await walkScoutReads()
    for (const s of seen) for (const secret of neverSeen) expect(s.body, s.call).not.toContain(secret)
    const year = Number(born.slice(0, 4))
    for (const call of [
      'GET /api/scout/list?',
      'GET /api/scout/search?',
      'GET /api/scout/hot-players?',
      'GET /api/scout/shortlisted?',
      'POST filter',
    ]) {
      const [read] = find(seen, call)
      expect(read?.status, call).toBe(200)
      const him = JSON.parse(read!.body).data.find((p: { uid: string }) => p.uid === minor.uid)
      expect(him, call).toMatchObject({
        name: NAME,
        age: null,
        age_band: 'U16',
        birth_year: year,
        date_of_birth: null,
      })
    }
    // He is the one under-18 with consent: the whole band, counted exactly.
    for (const call of ['POST under-18s', 'POST under-18s by goals']) {
      const read = JSON.parse(find(seen, call)[0]!.body)
      expect(
        read.data.map((p: { uid: string }) => p.uid),
        call,
      ).toEqual([minor.uid])
      expect(read.data[0], call).toMatchObject({ age_band: 'U16', date_of_birth: null })
      expect(read.meta, call).toMatchObject({ total: 1 })
      expect(read.meta.capped, call).toBeUndefined()
    }
    const profile = find(seen, `GET /api/scout/profile/${minor.uid}`)[0]!
    const alone = JSON.parse(profile.body).data
    expect(alone).toMatchObject({ age_band: 'U16', birth_year: year, pic: null })
    // The record read alone (made in TypeScript) and in a list (written by PostgreSQL) are the same, key for key.
    const listed = JSON.parse(find(seen, 'GET /api/scout/list?')[0]!.body).data.find(
      (p: { uid: string }) => p.uid === minor.uid,
    )
    expect(JSON.stringify(asListed(alone))).toBe(JSON.stringify(listed))
    const list = JSON.parse(find(seen, `GET /api/scout/lists/${listUid}?`)[0]!.body).data
    expect(list.entries[0].player).toMatchObject({ uid: minor.uid, name: NAME, age_band: 'U16' })
    for (const call of [
      `GET /api/scout/matches_played/${minor.uid}`,
      `GET /api/scout/attributes/${minor.uid}`,
      `GET /api/scout/player/${minor.uid}/card`,
      'GET shared (player)',
    ])
      expect(find(seen, call)[0]?.status, call).toBe(200)
    expect(find(seen, `GET /api/scout/search/export`)[0]!.body).toContain('U16')
    // The calendar has his game, with him among the players the scout follows.
    expect(find(seen, 'GET calendar')[0]!.body).toContain(NAME)
    // His name on the scout's own note about him.
    expect(find(seen, 'GET /api/scout/notes?')[0]!.body).toContain(NAME)
  }, 120_000)

  it('leaves him out of every scout call without consent: 404 by his uid, "Not available" in a list', async () => {
    expect((await withdraw()).statusCode).toBe(200)
    const seen = await walkScoutReads()
    const leaks = seen.filter((s) => [NAME, ...neverSeen].some((secret) => s.body.includes(secret)))
    expect(leaks.map((s) => s.call)).toEqual([])
    for (const s of seen) expect(s.status, `${s.call}: ${s.body}`).toBeLessThan(500)
    for (const call of [
      `GET /api/scout/profile/${minor.uid}`,
      `GET /api/scout/matches_played/${minor.uid}`,
      `GET /api/scout/attributes/${minor.uid}`,
      `GET /api/scout/player_stats/${minor.uid}`,
      `GET /api/scout/gallery_image/${minor.uid}`,
      `GET /api/scout/player/${minor.uid}/card`,
    ])
      expect(find(seen, call)[0]?.status, call).toBe(404)
    for (const call of [
      'GET /api/scout/list?',
      'GET /api/scout/search?',
      'GET /api/scout/shortlisted?',
      'POST filter',
      'POST under-18s',
      'POST under-18s by goals',
    ]) {
      const read = JSON.parse(find(seen, call)[0]!.body)
      expect(
        read.data.map((p: { uid: string }) => p.uid),
        call,
      ).not.toContain(minor.uid)
    }
    // Nor counted: each filter's total is the players it shows (the count of one position reads that position's
    // rows of player_position_totals, with their own copy of the birth date).
    for (const call of ['POST filter', 'POST under-18s', 'POST under-18s by goals']) {
      const read = JSON.parse(find(seen, call)[0]!.body)
      expect(read.meta.total, call).toBe(read.data.length)
    }
    const entry = JSON.parse(find(seen, `GET /api/scout/lists/${listUid}?`)[0]!.body).data.entries[0]
    expect(entry.player).toMatchObject({ uid: minor.uid, name: 'Not available', available: false, age: null })
    expect(find(seen, 'GET shared (player)')[0]!.status).toBe(410)
    // His game keeps his line (the score adds up) without his name; his club membership is not there.
    const game = JSON.parse(find(seen, `GET /api/scout/game/${football[1]}`)[0]!.body).data
    expect(game.player_names[minor.uid]).toBe('Not available')
    expect(find(seen, `GET /api/scout/club/player/${football[4]}`)[0]!.status).toBe(404)
    // Calls in all that held him out.
    expect(seen.length).toBeGreaterThan(300)
  }, 120_000)

  it('hides him at once when consent is withdrawn, and a scout cannot add him back', async () => {
    expect((await giveConsent()).statusCode).toBe(200)
    expect((await scout.inject({ url: `/api/scout/profile/${minor.uid}` })).statusCode).toBe(200)
    const withdrawn = await withdraw()
    expect(withdrawn.json().data).toMatchObject({ consent_given: false, consent_relationship: null })
    expect((await scout.inject({ url: `/api/scout/profile/${minor.uid}` })).statusCode).toBe(404)
    const add = await scout.inject({
      method: 'POST',
      url: '/api/scout/setShortlist',
      payload: { uid: minor.uid, is_shortlisted: true },
    })
    expect(add.statusCode).toBe(404)
    expect(add.json().message).toBe(`No player with uid ${minor.uid}`)
    // Nor write a note or an enquiry about him.
    for (const url of ['/api/scout/notes', '/api/scout/enquire']) {
      const about = await scout.inject({
        method: 'POST',
        url,
        payload: { pid: minor.uid, text: 'x', message: 'x' },
      })
      expect(about.statusCode, url).toBe(404)
    }
  })
})

describe('the consent as the community keeps it', () => {
  it('records who gave it, how and who recorded it, and the profile’s write cannot set it', async () => {
    const res = await giveConsent()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      consent_given: true,
      consent_photos: false,
      guardian_name: GUARDIAN.name,
      consent_relationship: 'Mother',
      consent_method: 'signed_form',
      consent_given_on: consent.given_on,
    })
    // The member who recorded it (his account's uid), and when.
    expect(res.json().data.consent_recorded_by).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.json().data.consent_at).toEqual(expect.any(String))
    await withdraw()
    const current = (await community.inject({ url: `/api/community/profile/${minor.uid}` })).json().data
    const put = await community.inject({
      method: 'PUT',
      url: `/api/community/profile/${minor.uid}`,
      payload: { version: current.version, consent_given: true },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().data.consent_given).toBe(false)
  })

  it('refuses a consent without its facts, in words', async () => {
    const res = await community.inject({
      method: 'PUT',
      url: `/api/community/player/${minor.uid}/consent`,
      payload: { ...consent, guardian_name: '', method: 'pigeon' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(expect.any(String))
    const paths = (res.json().issues as { path: string; message: string }[]).map((i) => i.message)
    expect(paths).toContain('Enter the name of the guardian who gave consent')
    expect(paths).toContain('Choose how consent was given')
  })

  it('answers 404 for no such player', async () => {
    const res = await community.inject({
      method: 'DELETE',
      url: '/api/community/player/01900000-0000-7000-8000-000000000009/consent',
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toContain('No player with uid')
  })
})
