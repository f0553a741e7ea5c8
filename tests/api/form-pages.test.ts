import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { contactMessages } from '../../server/db/schema/index'
import { publicPaths } from '../../src/api/contract/schemas/public-site'
import { type FormPageState, formPages, formSeed } from '../../src/api/contract/terms/form-pages'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

// Contact, registration and scout sign-in without JavaScript (decision 0066): each page's form posts
// application/x-www-form-urlencoded to the page itself, checked like the JSON API (the same contract, rate
// limits and domain call, the CSRF token in `_csrf`), and is answered with a page: the problems in words, what
// was typed kept but never a password, or (sign-in) the session cookie and a 303 into the scout area. The JSON
// API still refuses form encoding. Rendered here from a bare index.html (no server build): the page's state is
// read from the seed it carries.

let t: TestApp
let app: App
let dist: string

beforeAll(async () => {
  t = await buildTestApp()
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-forms-'))
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head></head><div id="root"></div>')
  app = await buildApp({ config: { ...t.config, distDir: dist }, database: t.database, logger: false })
})
afterAll(async () => {
  await app.close()
  await t.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

const form = 'application/x-www-form-urlencoded'

/** A visitor's browser: its CSRF cookie, read from the page as the form's hidden field carries it. */
async function visitor(page: string) {
  const shown = await app.inject({ url: page })
  expect(shown.statusCode).toBe(200)
  const cookie = shown.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value
  const state = stateOf(shown.body, page)
  expect(state.csrf).toBe(cookie)
  return {
    token: cookie,
    post: (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: page,
        headers: { 'content-type': form, cookie: `XSRF-TOKEN=${cookie}` },
        payload: new URLSearchParams(fields).toString(),
      }),
  }
}

function stateOf(body: string, page: string): FormPageState {
  const seeds = /<script type="application\/json" id="public-seeds">(.*?)<\/script>/s.exec(body)?.[1]
  const all = JSON.parse(seeds ?? '{}') as Record<string, { data: FormPageState }>
  return all[formSeed(page as never)]?.data ?? {}
}

describe('the contact form without JavaScript', () => {
  it('answers a bad field in words beside it, keeping what was typed', async () => {
    const v = await visitor(formPages.contact)
    const answer = await v.post({
      _csrf: v.token,
      name: 'Ann Visitor',
      email: 'not-an-address',
      subject: 'Hi',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.headers['cache-control']).toBe('no-store')
    const state = stateOf(answer.body, formPages.contact)
    expect(state.fieldErrors).toEqual({ email: 'Enter a valid email address', message: expect.any(String) })
    expect(state.fieldErrors?.message).not.toMatch(/invalid input|expected|too (small|big)/i)
    expect(state.values).toEqual({ name: 'Ann Visitor', email: 'not-an-address', subject: 'Hi' })
    expect(state.done).toBeUndefined()
  })

  it('sends the message and answers with the page saying so', async () => {
    const v = await visitor(formPages.contact)
    const answer = await v.post({
      _csrf: v.token,
      name: 'Ann Visitor',
      email: 'ann@visitor.example',
      subject: 'A club plan',
      message: 'Which package suits a club of twelve scouts?',
    })
    expect(answer.statusCode).toBe(200)
    expect(stateOf(answer.body, formPages.contact).done).toEqual({})
    const kept = await t.db.select().from(contactMessages)
    expect(kept.some((m) => m.subject === 'A club plan')).toBe(true)
  })

  it('refuses a forged or missing token in words, sending nothing', async () => {
    const v = await visitor(formPages.contact)
    for (const token of ['forged', '']) {
      const answer = await v.post({
        _csrf: token,
        name: 'Mallory',
        email: 'm@evil.example',
        subject: 'Forged',
        message: 'Sent from another site',
      })
      expect(answer.statusCode).toBe(403)
      const state = stateOf(answer.body, formPages.contact)
      expect(state.message).toMatch(/did not come from this site/)
      expect(state.values?.subject).toBe('Forged')
    }
    const kept = await t.db.select().from(contactMessages)
    expect(kept.some((m) => m.subject === 'Forged')).toBe(false)
  })

  it('shares the JSON API’s budget: past five an hour from one address, refused in words with Retry-After', async () => {
    const v = await visitor(formPages.contact)
    const fields = {
      _csrf: v.token,
      name: 'Busy Visitor',
      email: 'busy@visitor.example',
      subject: 'Again',
      message: 'One more question',
    }
    let refused: Awaited<ReturnType<typeof v.post>> | undefined
    for (let i = 0; i < 6 && !refused; i++) {
      const answer = await v.post(fields)
      if (answer.statusCode === 429) refused = answer
      else expect(answer.statusCode).toBe(200)
    }
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/)
    const state = stateOf(refused!.body, formPages.contact)
    expect(state.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/)
    expect(state.values?.subject).toBe('Again')
    // The same budget as the JSON API's: it is spent there too.
    const api = await app.inject({
      method: 'POST',
      url: publicPaths.contact,
      headers: { cookie: `XSRF-TOKEN=${v.token}`, 'x-xsrf-token': v.token },
      payload: {
        name: 'Busy Visitor',
        email: 'busy@visitor.example',
        subject: 'Again',
        message: 'By the API',
      },
    })
    expect(api.statusCode).toBe(429)
  })

  it('is refused by the JSON API when form-encoded', async () => {
    const v = await visitor(formPages.contact)
    const answer = await app.inject({
      method: 'POST',
      url: publicPaths.contact,
      headers: { 'content-type': form, cookie: `XSRF-TOKEN=${v.token}`, 'x-xsrf-token': v.token },
      payload: 'name=Ann&email=ann%40visitor.example&subject=Hi&message=Hello',
    })
    expect(answer.statusCode).toBe(415)
  })
})

describe('scout sign-in without JavaScript', () => {
  it('signs in with a session cookie and a 303 into the scout area', async () => {
    const scout = await t.createUser('scout')
    const v = await visitor(formPages.login)
    const answer = await v.post({ _csrf: v.token, email: scout.email, password: TEST_PASSWORD })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe('/scout')
    const session = answer.cookies.find((c) => c.name === 'sid_scout')
    expect(session?.value).toBeTruthy()
    expect(session?.httpOnly).toBe(true)
    // The cookie is a real session: the scout's profile answers with it.
    const profile = await app.inject({ url: '/api/scout/profile', cookies: { sid_scout: session!.value } })
    expect(profile.statusCode).toBe(200)
  })

  it('answers a wrong password in words, keeping the address but never the password', async () => {
    const scout = await t.createUser('scout')
    const v = await visitor(formPages.login)
    const answer = await v.post({ _csrf: v.token, email: scout.email, password: 'not-the-password-at-all' })
    expect(answer.statusCode).toBe(401)
    expect(answer.cookies.find((c) => c.name === 'sid_scout')).toBeUndefined()
    const state = stateOf(answer.body, formPages.login)
    expect(state.message).toBe('Invalid email or password')
    expect(state.values).toEqual({ email: scout.email })
    expect(answer.body).not.toContain('not-the-password-at-all')
  })

  it('answers a missing password beside its field', async () => {
    const v = await visitor(formPages.login)
    const answer = await v.post({ _csrf: v.token, email: 'someone@test.example' })
    expect(answer.statusCode).toBe(400)
    expect(stateOf(answer.body, formPages.login).fieldErrors?.password).toBe('This is required')
  })
})

describe('scout registration without JavaScript', () => {
  it('answers bad fields in words and keeps the username and address, not the password', async () => {
    const v = await visitor(formPages.register)
    const answer = await v.post({
      _csrf: v.token,
      username: 'x!',
      email: 'new@test.example',
      password: 'short',
    })
    expect(answer.statusCode).toBe(400)
    const state = stateOf(answer.body, formPages.register)
    expect(state.fieldErrors).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 10 characters',
    })
    expect(state.values).toEqual({ username: 'x!', email: 'new@test.example' })
    expect(answer.body).not.toContain('"short"')
  })

  it('answers a taken username beside its field, as the API does', async () => {
    const taken = await t.createUser('scout')
    const v = await visitor(formPages.register)
    const answer = await v.post({
      _csrf: v.token,
      username: taken.username!,
      email: 'another@test.example',
      password: 'a long enough passphrase',
    })
    expect(answer.statusCode).toBe(400)
    expect(stateOf(answer.body, formPages.register).fieldErrors?.username).toEqual(expect.any(String))
  })

  it('registers and answers with the page naming where the link went', async () => {
    const v = await visitor(formPages.register)
    const answer = await v.post({
      _csrf: v.token,
      username: `formscout${Date.now().toString(36)}`,
      email: 'form-scout@test.example',
      password: 'a long enough passphrase',
    })
    expect(answer.statusCode).toBe(200)
    expect(stateOf(answer.body, formPages.register).done).toEqual({ sentTo: 'form-scout@test.example' })
  })
})
