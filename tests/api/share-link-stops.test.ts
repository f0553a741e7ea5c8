import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Account } from '../../server/domain/accounts/accounts'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// When a shared link answers 410 (docs/security.md): withdrawn, past its day, its list deleted — and while the
// scout who shared it is disabled (it opened with his latest report before). Any other failure is not "This link
// was withdrawn": a database error reading a live link's list answered 410 and told the recipient it was withdrawn.

let t: TestApp
let admin: TestClient
let scout: TestClient & { account: Account }
let list: { uid: string }

const share = async (payload: object) => {
  const made = await scout.inject({ method: 'POST', url: '/api/scout/shares', payload })
  expect(made.statusCode, made.body).toBe(201)
  return (made.json().data.url as string).replace(/^.*\/shared\//, '/api/shared/')
}
const open = (url: string) => t.app.inject({ url })
/** Every error answer says what happened in words. */
const messageOf = (answer: { json: () => { message?: unknown } }) => {
  const { message } = answer.json()
  expect(message).toEqual(expect.stringMatching(/\w+ \w+/))
  return message as string
}
const setDisabled = (disabled: boolean) =>
  admin.inject({
    method: 'PUT',
    url: `/api/admin/scout/${scout.account.uid}/disabled`,
    payload: { disabled },
  })

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
  scout = await t.loginAs('scout')
  const player = await factories(await t.loginAs('community')).player({ name: 'Shared Once' })
  list = (await scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name: 'Shared' } })).json()
    .data
  await scout.inject({
    method: 'POST',
    url: `/api/scout/lists/${list.uid}/players`,
    payload: { uid: player.uid },
  })
})
afterAll(() => t.close())

it('stops a disabled scout’s links (410 in words) and opens them again once he is enabled', async () => {
  const url = await share({ kind: 'list', id: list.uid })
  expect((await open(url)).statusCode).toBe(200)
  expect((await setDisabled(true)).statusCode).toBe(200)
  try {
    const stopped = await open(url)
    expect(stopped.statusCode).toBe(410)
    expect(messageOf(stopped)).toMatch(/not available/)
    expect(stopped.body).not.toContain('Shared Once')
  } finally {
    expect((await setDisabled(false)).statusCode).toBe(200)
    // Disabling signed him out.
    scout = await t.loginAs('scout', scout.account)
  }
  expect((await open(url)).statusCode).toBe(200)
})

it('answers a failure reading a live link’s list as the server’s failure, not as a withdrawn link', async () => {
  const url = await share({ kind: 'list', id: list.uid })
  await t.db.execute(sql`alter table scout_list_entries rename to scout_list_entries_away`)
  try {
    const failed = await open(url)
    expect(failed.statusCode).toBeGreaterThanOrEqual(500)
    expect(messageOf(failed)).not.toMatch(/withdrawn/)
  } finally {
    await t.db.execute(sql`alter table scout_list_entries_away rename to scout_list_entries`)
  }
  expect((await open(url)).statusCode).toBe(200)
})

it('still answers 410 for a link whose list was deleted', async () => {
  const doomed = (
    await scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name: 'Doomed' } })
  ).json().data
  const url = await share({ kind: 'list', id: doomed.uid })
  await scout.inject({ method: 'DELETE', url: `/api/scout/lists/${doomed.uid}` })
  const gone = await open(url)
  expect(gone.statusCode).toBe(410)
  expect(messageOf(gone)).toBe('This link was withdrawn')
})
