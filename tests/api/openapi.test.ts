import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/test-app'

// The API reference is generated from the routes and their zod contract, so it lists what the server enforces.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('GET /api/docs', () => {
  it('describes every area with its roles, flags and contract fields', async () => {
    const res = await t.anonymous().inject({ method: 'GET', url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toBe('3.1.0')
    const createClub = doc.paths['/api/community/club'].post
    expect(createClub['x-auth']).toBe('community')
    expect(createClub['x-flags']).toContain('idempotent')
    const body = createClub.requestBody.content['application/json'].schema
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'country_id', 'website']))
    expect(body.required).toContain('name')
    const readClub = doc.paths['/api/scout/club/{id}'].get
    expect(readClub['x-auth']).toBe('scout')
    expect(readClub.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })])
    expect(doc.paths['/api/scout/club'].post).toBeUndefined()
    expect(doc.paths['/api/community/login'].post['x-flags']).toContain('rateLimit')
  })

  it('has a readable page', async () => {
    const res = await t.anonymous().inject({ method: 'GET', url: '/api/docs/index.html' })
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('/api/community/player')
  })
})

describe('GET /api/docs in production', () => {
  it('is not served', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'prod-secret-for-the-openapi-test-0123456789',
    })
    try {
      const res = await production.anonymous().inject({ method: 'GET', url: '/api/docs' })
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBeTruthy()
    } finally {
      await production.close()
    }
  })
})
