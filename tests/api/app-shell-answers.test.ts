import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { isAppPage } from '../../src/api/contract/terms/app-pages'
import { buildTestApp, type TestApp } from '../support/test-app'

// How the built app is sent (docs/security.md): its HTML shell is never kept by a cache, also when it leaves as
// the precompressed index.html.br or .gz (it was kept for an hour: a deploy did not reach a returning visitor);
// a shared link's page is not stored at all (no-store); an address the app has no page at is its not-found page
// with 404, not 200.

let t: TestApp
let app: App
let dist: string
const shell = '<!doctype html><title>app</title><div id="root"></div>'

beforeAll(async () => {
  t = await buildTestApp()
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(path.join(dist, 'index.html'), shell)
  // The build's precompressed twins (config/precompress.ts): their content is not what is tested here.
  fs.writeFileSync(path.join(dist, 'index.html.br'), shell)
  fs.writeFileSync(path.join(dist, 'index.html.gz'), shell)
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.x = 1')
  fs.writeFileSync(path.join(dist, 'sw.js.br'), 'self.x = 1')
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)')
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.br'), 'console.log(1)')
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>')
  app = await buildApp({ config: { ...t.config, distDir: dist }, database: t.database, logger: false })
})
afterAll(async () => {
  await app.close()
  await t.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, encoding: string) => app.inject({ url, headers: { 'accept-encoding': encoding } })

describe.each(['br', 'gzip', 'identity'])('the app sent with accept-encoding %s', (encoding) => {
  it('is never kept by a cache, on a page of an area', async () => {
    const page = await get('/scout/players', encoding)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['cache-control']).toBe('no-cache')
  })

  it('is not stored at all on a shared link, and not indexed', async () => {
    const page = await get('/shared/some-token', encoding)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(page.headers['referrer-policy']).toBe('no-referrer')
  })

  it('answers 404 with the app (its not-found page) at an address it has no page at', async () => {
    for (const url of ['/no-such-page', '/scouts', '/shared/a/b', '/news/a/b']) {
      const page = await get(url, encoding)
      expect([url, page.statusCode]).toEqual([url, 404])
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      // Under /shared/ it may still carry a token: not stored either.
      expect(page.headers['cache-control']).toBe(url.startsWith('/shared/') ? 'no-store' : 'no-cache')
    }
  })

  it('keeps the service worker fresh and the hashed assets forever', async () => {
    expect((await get('/sw.js', encoding)).headers['cache-control']).toBe('no-cache')
    expect((await get('/assets/app-1.js', encoding)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
  })
})

it('answers a missing file and an unknown API path with 404 in words, not the app', async () => {
  for (const url of ['/missing.js', '/api/no-such-thing']) {
    const answer = await app.inject({ url })
    expect(answer.statusCode).toBe(404)
    expect(answer.json().message).toEqual(expect.any(String))
  }
})

it('knows every page of the app’s route table', () => {
  const routes = fs.readFileSync(path.resolve('src/app/routes.tsx'), 'utf8')
  const paths = [...routes.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!)
  expect(paths.length).toBeGreaterThan(10)
  for (const route of paths) expect([route, isAppPage(route.replace(/:\w+/g, 'x'))]).toEqual([route, true])
})
