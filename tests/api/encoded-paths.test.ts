import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPaths } from '../../src/api/contract/terms/paths'
import { buildTestApp, type TestApp } from '../support/test-app'

// The router decodes percent-escapes before matching, so `/%61pi/admin/profile` reaches the handler of
// `/api/admin/profile`. The role check and the CSRF check must hold for every spelling of a path.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const spellings = (path: string) => [
  path,
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/%61%70%69/'),
  path.replace(/.$/, (c) => `%${c.charCodeAt(0).toString(16)}`),
]

describe('a path spelled with percent-escapes', () => {
  it.each(spellings(authPaths('admin').profile))('%s still needs an admin session (401)', async (url) => {
    const res = await t.anonymous().inject({ url })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'User not authenticated Please login', code: 'UNAUTHENTICATED' })
  })

  it.each(spellings(authPaths('scout').forgetPassword))(
    '%s still needs the CSRF header (403)',
    async (url) => {
      const res = await t.anonymous().inject({
        method: 'POST',
        url,
        payload: { email: 'someone@test.example' },
        csrf: false,
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('CSRF')
    },
  )

  it('works for a signed-in admin, whatever the spelling', async () => {
    const admin = await t.loginAs('admin')
    for (const url of spellings(authPaths('admin').profile)) {
      const res = await admin.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(res.json().data.uid).toBe(admin.account.uid)
    }
  })
})
