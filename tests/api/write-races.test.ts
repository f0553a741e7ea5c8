import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantPackage } from '../../server/domain/payments/packages'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Writes that checked the database before they wrote, sent twice at once (a double tap, two admins, two
// payments arriving together): each ends as the same writes one after the other would — on PostgreSQL they
// really run side by side, where the check passed for both and the second hit a unique index (500) or counted
// from the same start.

let t: TestApp
let admin: TestClient
let member: TestClient
beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
  member = await t.loginAs('community')
})
afterAll(() => t.close())

const twice = <T>(write: (i: number) => Promise<T>) => Promise.all([write(0), write(1)])
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort()

describe('twice at once', () => {
  it('registers one community member of one address: the other is 409 in words', async () => {
    const answers = await twice((i) =>
      admin.inject({
        method: 'POST',
        url: '/api/admin/community/register',
        payload: { email: 'twice.member@test.example', name: `Twice ${i}` },
      }),
    )
    expect(statuses(answers)).toEqual([201, 409])
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'A community member with this email already exists',
    )
  })

  it('saves a player’s first ratings twice, each answered, one row kept', async () => {
    const player = await factories(member).player({ name: 'Rated Twice' })
    const answers = await twice((i) =>
      member.inject({
        method: 'PUT',
        url: `/api/community/attributes/${player.uid}`,
        payload: { pace: 70 + i },
      }),
    )
    expect(statuses(answers)).toEqual([200, 200])
    const { rows } = await t.db.execute<{ version: number }>(
      sql`select version from player_attributes where player_id = ${player.uid}`,
    )
    expect(rows.map((r) => r.version)).toEqual([2])
  })

  it('makes one of two lists of one name: the other is told the name is taken, beside the field', async () => {
    const scout = await t.loginAs('scout')
    const answers = await twice(() =>
      scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name: 'Same name' } }),
    )
    // Not "A list with this id exists already" (409), the answer before.
    expect(statuses(answers)).toEqual([201, 400])
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toMatch(
      /You have a list called “Same name” already/,
    )
  })

  it('renames two lists to one name: one is renamed, the other told the name is taken', async () => {
    const scout = await t.loginAs('scout')
    const made = await Promise.all(
      ['First', 'Second'].map(
        async (name) =>
          (await scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name } })).json().data,
      ),
    )
    const answers = await Promise.all(
      made.map((list: { uid: string }) =>
        scout.inject({ method: 'PUT', url: `/api/scout/lists/${list.uid}`, payload: { name: 'Renamed' } }),
      ),
    )
    expect(statuses(answers)).toEqual([200, 400])
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toMatch(
      /a list called “Renamed” already/,
    )
  })

  it('publishes two news items of one title under two addresses', async () => {
    const answers = await twice(() =>
      admin.inject({
        method: 'POST',
        url: '/api/admin/media/public-news',
        payload: { title: 'Raced news', body: 'Twice at once.', status: 'draft' },
      }),
    )
    expect(statuses(answers), answers[0]!.body).toEqual([201, 201])
    const slugs = answers.map((a) => a.json().data.slug).sort()
    expect(slugs).toEqual(['raced-news', 'raced-news-2'])
  })

  it('extends a package by both of two payments of it arriving together', async () => {
    const scout = await t.createUser('scout')
    await twice((i) =>
      t.database.db.transaction((tx) =>
        grantPackage(tx, {
          scoutUid: scout.uid,
          packageCode: 'pro',
          periodDays: 30,
          transactionUid: null,
        }).then(() => i),
      ),
    )
    const { rows } = await t.db.execute<{ days: number }>(
      sql`select round(extract(epoch from max(ends_at) - now()) / 86400)::int as days
          from package_grants where scout_uid = ${scout.uid}`,
    )
    expect(rows[0]!.days).toBe(60)
  })
})
