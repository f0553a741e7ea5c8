import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { buildTestApp, type TestApp } from '../support/test-app'

// Source maps stay on the build machine in production: they would publish the source (docs/security.md).

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('source maps', () => {
  it('serves no source map in production (and still the assets)', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>')
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)')
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.map'), '{"sources":["src/secret.ts"]}')
    for (const [isProduction, mapStatus] of [
      [true, 404],
      [false, 200],
    ] as const) {
      const app = await buildApp({
        config: { ...t.config, isProduction, distDir: dist },
        database: t.database,
        logger: false,
      })
      try {
        expect((await app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(200)
        const map = await app.inject({ url: '/assets/app-1.js.map' })
        expect(map.statusCode).toBe(mapStatus)
        if (isProduction) expect(map.body).not.toContain('secret.ts')
      } finally {
        await app.close()
      }
    }
    fs.rmSync(dist, { recursive: true, force: true })
  })
})
