import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, mailOutbox } from '../../server/db/schema/index'
import { adminPaths } from '../../src/api/contract/schemas/admin'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// The admin's page of one scout: the package in force and the payments, the enquiries, how many notes they keep,
// the last sign-in, and whether the address is confirmed — with "Send the confirmation again" while it is not.

let t: TestApp
let admin: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
})
afterAll(() => t.close())

describe('GET /api/admin/scout/{id}', () => {
  it('answers the package, payments, enquiries, notes count and last sign-in of a scout', async () => {
    const scout = await t.loginAs('scout')
    await t.grantPackage(scout.account.uid, 'club')
    const player = await factories(await t.loginAs('community')).player({ name: 'Pau Cubarsí' })
    const asked = await scout.inject({
      method: 'POST',
      url: '/api/scout/enquire',
      payload: { pid: player.uid, message: 'Is he open to a loan?' },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    for (const text of ['Quick feet', 'Reads the game'])
      await scout.inject({ method: 'POST', url: '/api/scout/notes', payload: { text } })
    await scout.inject({ url: '/api/scout/payment?package_code=pro' })

    const res = await admin.inject({ url: adminPaths.scout(scout.account.uid) })
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json().data
    expect(page).toMatchObject({
      uid: scout.account.uid,
      email: scout.account.email,
      package: { code: 'club' },
      enquiries: { total: 1, waiting: 1 },
      notes: 2,
    })
    expect(page.payments).toEqual([
      expect.objectContaining({ status: 'pending', package: expect.objectContaining({ code: 'pro' }) }),
    ])
    expect(Date.now() - Date.parse(page.last_sign_in_at)).toBeLessThan(60_000)
    expect(page).toHaveProperty('confirmed_at')
  })

  it('is 404 for an account that is not a scout, and refused to anyone but an admin', async () => {
    const member = await t.createUser('community')
    expect((await admin.inject({ url: adminPaths.scout(member.uid) })).statusCode).toBe(404)
    const scout = await t.loginAs('scout')
    expect((await scout.inject({ url: adminPaths.scout(scout.account.uid) })).statusCode).toBe(401)
  })
})

describe('POST /api/admin/scout/{id}/confirmation', () => {
  it('mails an unconfirmed scout a new link; a confirmed one needs none (409)', async () => {
    const scout = await t.createUser('scout')
    await t.db.update(accounts).set({ confirmedAt: null }).where(eq(accounts.uid, scout.uid))
    const page = (await admin.inject({ url: adminPaths.scout(scout.uid) })).json().data
    expect(page).toMatchObject({ confirmed_at: null, last_sign_in_at: null })
    const sent = await admin.inject({ method: 'POST', url: adminPaths.scoutConfirmation(scout.uid) })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json().data.mail_sent).toBe(true)
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, scout.email))
      .orderBy(desc(mailOutbox.createdAt))
    expect(mail?.text).toMatch(/\/confirm-email\?token=/)

    await t.db.update(accounts).set({ confirmedAt: new Date() }).where(eq(accounts.uid, scout.uid))
    const again = await admin.inject({ method: 'POST', url: adminPaths.scoutConfirmation(scout.uid) })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This scout has already confirmed the address')
  })
})
