import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPaths } from '../../src/api/contract/terms/paths'
import { buildTestApp, type TestApp } from '../support/test-app'

// An admin reads the mail outbox (README.md, Configuration: SMTP_URL): without SMTP every mail is kept there — a
// newcomer's reset link included — newest first and searchable; scouts and members cannot read it.

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('GET /api/admin/mail_outbox', () => {
  it('lists kept mail newest first with its link, searchable by address', async () => {
    const member = await t.createUser('community')
    await t.anonymous().inject({
      method: 'POST',
      url: authPaths('community').forgetPassword,
      payload: { email: member.email },
    })
    const admin = await t.loginAs('admin')
    const res = await admin.inject({ url: `/api/admin/mail_outbox?q=${encodeURIComponent(member.email)}` })
    expect(res.statusCode, res.body).toBe(200)
    const [mail] = res.json().data
    expect(mail).toMatchObject({
      to: member.email,
      subject: 'Reset your password',
      status: 'kept',
      attempts: 0,
    })
    expect(mail.text).toMatch(/\/forget-password\?role=community&token=/)
    expect(res.json().meta.total).toBe(1)
    const kept = await admin.inject({ url: '/api/admin/mail_outbox?status=kept' })
    expect(kept.json().meta.total).toBeGreaterThanOrEqual(1)
    expect((await admin.inject({ url: '/api/admin/mail_outbox?status=sent' })).json().meta.total).toBe(0)
  })

  it('is for admins only', async () => {
    for (const role of ['scout', 'community'] as const)
      expect((await (await t.loginAs(role)).inject({ url: '/api/admin/mail_outbox' })).statusCode).toBe(401)
  })
})
