import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../fixtures/uploads/multipart'
import { clubWithMembers } from '../support/club-with-members'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { concreteUrl, endsTheSession, type RouteWalk, walkableApp } from '../support/route-walk'
import type { TestApp } from '../support/test-app'

// A club's own recruitment data (decision 0055): a Wyscout-shaped CSV and an .xlsx of the same rows imported,
// matched through accents and short names, previewed, written once, undone; the filters on the values with coverage
// equal to a direct count; and none of the club's values reaching another club or a scout outside it by any call.

type Client = TestClient & { account: { uid: string; email: string } }
let t: TestApp
let walk: RouteWalk
let head: Client
let analyst: Client
let viewer: Client
let otherHead: Client
let outsider: Client
const p: Record<string, Made> = {}
/** Written only in the club's file: found in no answer to anyone outside the club. */
const SECRET_AGENT = 'Zed Privatagent'

const call = (client: TestClient, method: string, url: string, payload?: object) =>
  client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await call(client, method, url, payload)
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json().data
}

const headers = [
  'Player',
  'Team',
  'Team within selected timeframe',
  'Position',
  'Age',
  'Market value',
  'Contract expires',
  'Matches played',
  'Birth country',
  'Passport country',
  'Foot',
  'Height',
  'Weight',
  'On loan',
  'Agent',
]
type Row = Record<(typeof headers)[number], string>
const row = (r: Partial<Row>): Row => Object.fromEntries(headers.map((h) => [h, r[h] ?? ''])) as Row

/** The file as Wyscout writes it, with the accents left out and short names where Wyscout writes them. */
const rows: Row[] = [
  row({
    Player: 'Vinicius Junior',
    Team: 'Real Madrid',
    'Market value': '150000000',
    'Contract expires': '2027-06-30',
    'Birth country': 'Brazil',
    'Passport country': 'Brazil, Spain',
    Foot: 'right',
    Height: '176',
    Weight: '73',
    'On loan': 'no',
  }),
  row({
    Player: 'L. Yamal',
    Team: 'Barcelona',
    'Market value': '180000000',
    'Contract expires': '2030-06-30',
    'Birth country': 'Spain',
    Foot: 'left',
    Height: '180',
    'On loan': 'no',
  }),
  row({
    Player: 'Marco Altobelli',
    Team: 'Calcio Test',
    'Market value': '4500000',
    'Contract expires': '2027-03-31',
    'Birth country': 'Italy',
    Foot: 'left',
    Height: '188',
    'On loan': 'yes',
    Agent: SECRET_AGENT,
  }),
  row({
    Player: 'Sven Hoogland',
    'Contract expires': '2028-06-30',
    Foot: 'left',
    Height: '190',
    'Birth country': 'Netherlands',
  }),
  row({
    Player: 'Ivo Kurzmann',
    'Contract expires': '2027-01-31',
    Foot: 'left',
    Height: '178',
    'Birth country': 'Austria',
  }),
  row({
    Player: 'Luka Rechts',
    'Contract expires': '2027-05-31',
    Foot: 'right',
    Height: '191',
    'Birth country': 'Croatia',
  }),
  row({ Player: 'Nobody Known', Foot: 'left', Height: '185' }),
  row({ Player: 'Juan Martinez', Foot: 'left', Height: '183' }),
  row({ Player: 'Pablo Tallman', Foot: 'left', Height: 'tall', 'Birth country': 'Spain' }),
]
const csvOf = (list: Row[]) =>
  [headers, ...list.map((r) => headers.map((h) => r[h] ?? ''))]
    .map((cells) => cells.map((c) => (/[,"]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n')

async function xlsxOf(list: Row[]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Search results')
  sheet.addRow(headers)
  for (const r of list)
    sheet.addRow(
      headers.map((h) => {
        const v = r[h]!
        if (h === 'Contract expires' && v) return new Date(`${v}T00:00:00Z`)
        return /^\d+$/.test(v) ? Number(v) : v
      }),
    )
  return Buffer.from(await book.xlsx.writeBuffer())
}

const upload = async (client: TestClient, bytes: Buffer | string, filename: string, status = 201) => {
  const form = await multipart({}, { field: 'file', data: bytes as Buffer, filename })
  const res = await client.inject({ method: 'POST', url: '/api/scout/imports', ...form })
  expect(res.statusCode, res.body).toBe(status)
  return res.json()
}

let ownerUid: string

beforeAll(async () => {
  walk = await walkableApp()
  t = walk.t
  const make = factories(await t.loginAs('community'))
  const country = async (name: string, code: string) => (await make.country({ name, code })).uid
  const [brazil, spain, italy, netherlands, austria, croatia] = await Promise.all([
    country('Brazil', 'BRA'),
    country('Spain', 'ESP'),
    country('Italy', 'ITA'),
    country('Netherlands', 'NED'),
    country('Austria', 'AUT'),
    country('Croatia', 'CRO'),
  ])
  const real = await make.club({ name: 'Real Madrid' })
  p.vini = await make.player({
    name: 'Vinícius Júnior',
    nationality_id: brazil,
    current_club_id: real.uid,
    date_of_birth: '2000-07-12',
  })
  p.yamal = await make.player({ name: 'Lamine Yamal', nationality_id: spain, date_of_birth: '2007-07-13' })
  p.alto = await make.player({ name: 'Marco Altobelli', nationality_id: italy, main_position: 'CB' })
  p.hoog = await make.player({ name: 'Sven Hoogland', nationality_id: netherlands })
  p.kurz = await make.player({ name: 'Ivo Kurzmann', nationality_id: austria })
  p.rech = await make.player({ name: 'Luka Rechts', nationality_id: croatia, height_cm: 190 })
  p.juan1 = await make.player({ name: 'Juan Martínez', date_of_birth: '1999-01-01' })
  p.juan2 = await make.player({ name: 'Juan Martinez', date_of_birth: '2001-02-02' })
  p.tall = await make.player({ name: 'Pablo Tallman', nationality_id: spain })
  // The community's own values: found by every scout's filter.
  p.emil = await make.player({
    name: 'Emil Gemeinde',
    preferred_foot: 'left',
    height_cm: 186,
    contract_expires: '2027-02-28',
  })
  const importing = await clubWithMembers(t, {
    name: 'Importing Club',
    members: { analyst: 'analyst', viewer: 'viewer' },
  })
  ;({
    head,
    members: { analyst, viewer },
  } = importing)
  ownerUid = importing.club.uid
  otherHead = (await clubWithMembers(t, { name: 'Rival Club' })).head
  outsider = await t.loginAs('scout')
}, 60_000)
afterAll(() => walk.close())

const valuesOf = async (client: TestClient, uid: string) =>
  (await data(client, 'GET', `/api/scout/profile/${uid}`)).recruitment

describe('importing a club’s Wyscout export', () => {
  let first: { id: string }

  it('reads the CSV, guesses its columns, matches through accents and short names, and says what it cannot read', async () => {
    const { data: preview } = await upload(analyst, csvOf(rows), 'wyscout-search.csv')
    first = preview
    expect(preview.format).toBe('wyscout')
    expect(preview.rows).toBe(9)
    const mapped = Object.fromEntries(
      preview.columns.map((c: { name: string; mapped_to: string }) => [c.name, c.mapped_to]),
    )
    expect(mapped).toMatchObject({
      Player: 'name',
      Team: 'team',
      Foot: 'preferred_foot',
      Height: 'height_cm',
      'Contract expires': 'contract_expires',
      'Passport country': 'passports',
      'Team within selected timeframe': '',
    })
    const matchedTo = Object.fromEntries(
      preview.sample.map((s: { name: string; player: string | null }) => [s.name, s.player]),
    )
    expect(matchedTo['Vinicius Junior']).toBe('Vinícius Júnior')
    expect(matchedTo['L. Yamal']).toBe('Lamine Yamal')
    expect(matchedTo['Nobody Known']).toBeNull()
    expect(preview.new).toBe(1)
    expect(preview.matched).toBe(7)
    const messages = preview.errors.map((e: { row: number; message: string }) => `${e.row}: ${e.message}`)
    expect(messages).toContain(
      '8: Juan Martinez could be Juan Martínez or Juan Martinez: add a date of birth or club column',
    )
    expect(messages).toContain('9: Height “tall” is not a height in centimetres')
    // The community says Rechts is 190 cm; the file says 191.
    expect(preview.conflicts).toContainEqual(
      expect.objectContaining({
        player: 'Luka Rechts',
        field: 'height_cm',
        stored: '190 cm',
        incoming: '191 cm',
      }),
    )
    expect(preview.notes).toContain('Market values are read in euros: the file has no currency column')
  })

  it('takes a corrected mapping and rows left out, and refuses a mapping of a column the file does not have', async () => {
    const changed = await data(analyst, 'PUT', `/api/scout/imports/${first.id}`, {
      mapping: { Weight: '' },
      skip_rows: [9],
    })
    expect(changed.columns.find((c: { name: string }) => c.name === 'Weight').mapped_to).toBe('')
    expect(changed.skipped).toBe(1)
    expect(changed.errors.map((e: { row: number }) => e.row)).not.toContain(9)
    const refused = await call(analyst, 'PUT', `/api/scout/imports/${first.id}`, {
      mapping: { Salary: 'agent' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('The file has no column “Salary”')
    await data(analyst, 'PUT', `/api/scout/imports/${first.id}`, {
      mapping: { Weight: 'weight_kg' },
      skip_rows: [],
    })
  })

  it('lets a viewer look but not import', async () => {
    const res = await upload(viewer, csvOf(rows), 'x.csv', 403)
    expect(res.message).toBe('A viewer cannot import data for the club: ask its head of recruitment')
  })

  it('writes every value once, shows each with its source, and a second import of the same rows (.xlsx) changes nothing', async () => {
    const done = await data(analyst, 'POST', `/api/scout/imports/${first.id}/commit`)
    expect(done.status).toBe('committed')
    expect(done.summary.players).toBe(7)
    const again = await call(analyst, 'POST', `/api/scout/imports/${first.id}/commit`)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This import is written already: undo it to change it')

    const vini = await valuesOf(head, p.vini!.uid)
    expect(vini.market_value).toMatchObject({
      value: { amount: 150_000_000, currency: 'EUR' },
      source: { kind: 'import', label: 'Wyscout export wyscout-search.csv', ours: true },
    })
    expect(vini.passports.value).toEqual(['Brazil', 'Spain'])
    expect(vini.height_cm.as_of).toBe(new Date().toISOString().slice(0, 10))
    // Nobody Known was not created: a club's file never adds players to the community's database.
    const [{ n } = { n: -1 }] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from players where name = 'Nobody Known'`,
      )
    ).rows
    expect(n).toBe(0)

    const stored = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from club_values`)).rows[0]!.n
    const before = await stored()
    const { data: xlsx } = await upload(head, await xlsxOf(rows), 'wyscout-search.xlsx')
    expect(xlsx.format).toBe('wyscout')
    expect(xlsx.matched).toBe(7)
    expect(xlsx.conflicts).toEqual([])
    const second = await data(head, 'POST', `/api/scout/imports/${xlsx.id}/commit`)
    expect(second.summary).toEqual({ players: 0, values: 0 })
    expect(await stored()).toBe(before)
  })

  it('undoes an import: its values go and the ones before it are current again', async () => {
    const changedRows = rows.map((r) =>
      r.Player === 'Marco Altobelli' ? { ...r, Height: '189', 'Market value': '€6m' } : r,
    )
    const { data: third } = await upload(head, csvOf(changedRows), 'december.csv')
    await data(head, 'POST', `/api/scout/imports/${third.id}/commit`)
    expect((await valuesOf(analyst, p.alto!.uid)).height_cm).toMatchObject({
      value: 189,
      source: { label: 'Wyscout export december.csv' },
    })
    expect((await valuesOf(analyst, p.alto!.uid)).market_value.value).toEqual({
      amount: 6_000_000,
      currency: 'EUR',
    })
    const undone = await data(head, 'DELETE', `/api/scout/imports/${third.id}`)
    expect(undone.status).toBe('undone')
    const alto = await valuesOf(analyst, p.alto!.uid)
    expect(alto.height_cm).toMatchObject({
      value: 188,
      source: { label: 'Wyscout export wyscout-search.csv' },
    })
    expect(alto.market_value.value).toEqual({ amount: 4_500_000, currency: 'EUR' })
    const history = await data(analyst, 'GET', '/api/scout/imports')
    expect(history.map((i: { file_name: string; status: string }) => `${i.file_name} ${i.status}`)).toEqual([
      'december.csv undone',
      'wyscout-search.xlsx committed',
      'wyscout-search.csv committed',
    ])
  })

  it('refuses a file beyond 50,000 rows, an old .xls and an empty one in words', async () => {
    const big = `${headers.join(',')}\r\n${'Someone,Club\r\n'.repeat(50_001)}`
    expect((await upload(head, big, 'big.csv', 400)).message).toBe(
      'The file has more than 50,000 rows: split it into smaller files',
    )
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect((await upload(head, xls, 'old.xls', 400)).message).toBe(
      'This is an old Excel file (.xls): save it as .xlsx or .csv and send it again',
    )
    expect((await upload(head, 'Player,Team\r\n', 'empty.csv', 400)).message).toBe(
      'The file has a header row and no players under it',
    )
  })
})

describe('filtering on recruitment values', () => {
  const wanted = { foot: 'left', height_min: 185, contract_expires_before: '2027-07-01', limit: 50 }
  const names = async (client: TestClient, body: object) =>
    (await data(client, 'POST', '/api/scout/filter', body)).map((x: { name: string }) => x.name).sort()

  it('finds exactly the left-footed players of 1.85 m and more whose contract ends before July 2027, from the club’s view', async () => {
    expect(await names(head, wanted)).toEqual(['Emil Gemeinde', 'Marco Altobelli'])
    expect(await names(head, { on_loan: true })).toEqual(['Marco Altobelli'])
    expect(await names(head, { market_value_max: 5_000_000 })).toEqual(['Marco Altobelli'])
    expect(await names(head, { market_value_max: 5_000_000, currency: 'GBP' })).toEqual([])
    expect(await names(head, { passport: 'spain' })).toEqual(['Vinícius Júnior'])
    expect(await names(head, { weight_min: 70, weight_max: 75 })).toEqual(['Vinícius Júnior'])
  })

  it('gives another club and a scout outside it the community’s values alone', async () => {
    for (const client of [otherHead, outsider]) {
      expect(await names(client, wanted)).toEqual(['Emil Gemeinde'])
      expect(await names(client, { on_loan: true })).toEqual([])
    }
  })

  it('counts coverage as a direct count does, and says how many values are the club’s', async () => {
    const direct = async (owner: string | null, column: string) =>
      (
        await t.db.execute<{ n: number }>(sql`select count(*)::int as n from players p
          left join club_player_facts f on f.player_uid = p.uid and f.owner_uid = ${owner}
          where coalesce(f.${sql.identifier(column)}, p.${sql.identifier(column)}) is not null`)
      ).rows[0]!.n
    const ours = await data(head, 'GET', '/api/scout/filter_coverage')
    expect(ours.recorded.height).toBe(await direct(ownerUid, 'height_cm'))
    expect(ours.recorded.contract).toBe(await direct(ownerUid, 'contract_expires'))
    expect(ours.recorded.foot).toBe(await direct(ownerUid, 'preferred_foot'))
    const [{ n } = { n: -1 }] = (
      await t.db.execute<{ n: number }>(
        sql`select count(height_cm)::int as n from club_player_facts where owner_uid = ${ownerUid}`,
      )
    ).rows
    expect(ours.by_club.height).toBe(n)
    const theirs = await data(outsider, 'GET', '/api/scout/filter_coverage')
    expect(theirs.recorded.height).toBe(await direct(null, 'height_cm'))
    expect(theirs.by_club).toBeUndefined()
  })
})

describe('a club’s values stay with the club', () => {
  it('reach no other club and no scout outside it by any scout call', async () => {
    const scoutGets = [
      ...new Set(
        walk.routes
          .filter((r) => r.url.startsWith('/api/scout/') && r.method === 'GET' && !endsTheSession(r.url))
          .map((r) => r.url),
      ),
    ]
    expect(scoutGets.length).toBeGreaterThan(100)
    const ids = [p.alto!.uid, p.vini!.uid]
    const member = await call(head, 'GET', `/api/scout/profile/${p.alto!.uid}`)
    expect(member.body).toContain(SECRET_AGENT)
    for (const client of [otherHead, outsider]) {
      for (const route of scoutGets)
        for (const id of route.includes(':') ? ids : ['']) {
          const url = `${concreteUrl(route, id)}?q=Altobelli&limit=50`
          const res = await call(client, 'GET', url)
          expect(res.body, url).not.toContain(SECRET_AGENT)
          expect(res.body, url).not.toContain('wyscout-search')
        }
      const filtered = await call(client, 'POST', '/api/scout/filter', { q: 'Altobelli' })
      expect(filtered.body).not.toContain(SECRET_AGENT)
      const profile = await valuesOf(client, p.alto!.uid)
      expect(profile.agent).toBeNull()
      expect(profile.height_cm).toBeNull()
      expect(await data(client, 'GET', '/api/scout/imports')).toEqual([])
      const [theirs] = (await t.db.execute<{ uid: string }>(sql`select uid from club_imports limit 1`)).rows
      expect((await call(client, 'DELETE', `/api/scout/imports/${theirs!.uid}`)).statusCode).toBe(404)
      expect((await call(client, 'GET', `/api/scout/imports/${theirs!.uid}`)).statusCode).toBe(404)
    }
    // The community never sees them either.
    const community = await t.loginAs('community')
    const record = await call(community, 'GET', `/api/community/profile/${p.alto!.uid}`)
    expect(record.body).not.toContain(SECRET_AGENT)
  })
})

describe('the community’s import of a sheet of values', () => {
  it('writes the values on the players’ records (public, with their day) from a CSV and an .xlsx, and leaves out strangers', async () => {
    const community = await t.loginAs('community')
    const before = (await data(community, 'GET', `/api/community/profile/${p.kurz!.uid}`)).version
    const csv = csvOf([
      row({ Player: 'Ivo Kurzmann', 'Birth country': 'Austria', Agent: 'Public Agency', Weight: '80' }),
      row({ Player: 'Nobody Known', Height: '180' }),
    ])
    const res = await community.inject({
      method: 'POST',
      url: '/api/community/import',
      payload: { files: [{ name: 'public-values.csv', content: csv }] },
    })
    expect(res.statusCode, res.body).toBe(200)
    const [report] = res.json().data.files
    expect(report).toMatchObject({
      kind: 'sheet',
      format: 'wyscout',
      rows: 2,
      players: { matched: 1, updated: 1, leftOut: 1 },
    })
    const record = await data(community, 'GET', `/api/community/profile/${p.kurz!.uid}`)
    expect(record).toMatchObject({ agent: 'Public Agency', weight_kg: 80, version: before + 1 })
    expect(record.recruitment.agent).toMatchObject({
      source: { kind: 'community', label: 'Community record', ours: false },
    })
    expect(record.recruitment.agent.as_of).toBe(new Date().toISOString().slice(0, 10))
    // Every scout reads it, in or out of a club.
    expect((await valuesOf(outsider, p.kurz!.uid)).agent.value).toBe('Public Agency')

    const xlsx = await xlsxOf([row({ Player: 'Ivo Kurzmann', 'Birth country': 'Austria', Weight: '81' })])
    const again = await community.inject({
      method: 'POST',
      url: '/api/community/import',
      payload: {
        files: [{ name: 'public-values.xlsx', content: xlsx.toString('base64'), encoding: 'base64' }],
      },
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.files[0].players).toEqual({ matched: 1, updated: 1, leftOut: 0 })
    expect((await data(community, 'GET', `/api/community/profile/${p.kurz!.uid}`)).weight_kg).toBe(81)
  })
})

describe('a contract entering its last six months', () => {
  it('alerts a club member following the player from the club’s own value, once, and nobody the value is not seen by', async () => {
    // Altobelli's contract ends on 31 Mar 2027 in the club's file; the community records none.
    for (const client of [head, outsider])
      await data(client, 'POST', '/api/scout/setShortlist', { uid: p.alto!.uid, is_shortlisted: true })
    await t.app.alerts.runDaily()
    await t.app.alerts.runDaily()
    const contractItems = async (client: TestClient) =>
      (await data(client, 'GET', '/api/scout/inbox')).items.filter(
        (i: { kind: string }) => i.kind === 'contract_ending',
      )
    const ours = await contractItems(head)
    expect(ours).toHaveLength(1)
    expect(ours[0].reason).toBe(
      'Marco Altobelli’s contract ends on 31 Mar 2027: its last 6 months (Wyscout export wyscout-search.csv, your club’s)',
    )
    expect(await contractItems(outsider)).toEqual([])
  })
})

describe('a saved search on recruitment values', () => {
  it('alerts a club member from the club’s values, and a scout outside the club only from the community’s', async () => {
    const search = { name: 'Tall left feet', filter: { foot: 'left', height_min: '185' }, alert: 'instant' }
    for (const client of [head, outsider])
      await data(client, 'POST', '/api/scout/saved-searches', search, 201)
    // Any save of the player asks the searches again (the community edits his shirt number).
    const community = await t.loginAs('community')
    const { version } = await data(community, 'GET', `/api/community/profile/${p.alto!.uid}`)
    await data(community, 'PUT', `/api/community/profile/${p.alto!.uid}`, { version, shirt_number: 5 })
    await t.app.alerts.runNow()
    const matches = async (client: TestClient) =>
      (await data(client, 'GET', '/api/scout/inbox')).items
        .filter((i: { kind: string }) => i.kind === 'search_match')
        .map((i: { reason: string }) => i.reason)
    // The walk's second app runs a worker too: either may take the event, within the 2 s alerts are given.
    await expect
      .poll(() => matches(head), { timeout: 5_000 })
      .toEqual([expect.stringContaining('Marco Altobelli matches “Tall left feet”')])
    expect(await matches(outsider)).toEqual([])
  })
})

describe('imports at once', () => {
  it('reads one file at a time per account and a few per server, refusing the rest in words before reading them', async () => {
    const big = `${headers.join(',')}\r\n${'Someone Else,Club\r\n'.repeat(20_000)}`
    const form = await multipart({}, { field: 'file', data: Buffer.from(big), filename: 'big.csv' })
    const send = (client: TestClient) => client.inject({ method: 'POST', url: '/api/scout/imports', ...form })
    const mine = await Promise.all(Array.from({ length: 5 }, () => send(head)))
    expect(mine.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429, 429])
    const refused = mine.find((r) => r.statusCode === 429)!
    expect(refused.json().message).toBe(
      'You can import one file at a time, and your other file is still being read or written. Try again when it has finished.',
    )
    expect(refused.headers['retry-after']).toBeDefined()
    const three = await Promise.all([head, otherHead, outsider].map(send))
    expect(three.map((r) => r.statusCode).sort()).toEqual([201, 201, 429])
  })
})
