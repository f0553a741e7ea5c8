import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFetchTransport } from '../../src/api/outbox/transport'
import { NetworkError } from '../../src/api/outbox/types'

// The browser transport against a real HTTP server on a local port: what it sends, and how "no answer"
// (refused connection, a server that hangs) is told apart from an answer.

let server: http.Server
let base = ''
const seen: { headers: http.IncomingHttpHeaders; body: string }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('latin1')
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push({ headers: req.headers, body })
      if (req.url === '/hang') return
      if (req.url === '/html') {
        res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>')
        return
      }
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { ok: true } }))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('createFetchTransport', () => {
  it('sends JSON with the idempotency key and the caller’s headers, and parses the answer', async () => {
    const transport = createFetchTransport({ headers: () => ({ 'X-XSRF-TOKEN': 'tok' }) })
    const res = await transport({
      method: 'POST',
      url: `${base}/json`,
      headers: { 'Idempotency-Key': 'k-1' },
      body: { kind: 'json', value: { name: 'Peru' } },
    })
    expect(res).toEqual({ status: 201, body: { data: { ok: true } } })
    const last = seen.at(-1)!
    expect(last.headers['idempotency-key']).toBe('k-1')
    expect(last.headers['x-xsrf-token']).toBe('tok')
    expect(JSON.parse(last.body)).toEqual({ name: 'Peru' })
  })

  it('sends a stored form as multipart with the file bytes and name', async () => {
    const transport = createFetchTransport()
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })
    await transport({
      method: 'POST',
      url: `${base}/form`,
      headers: {},
      body: {
        kind: 'form',
        fields: [
          { name: 'pic', value: file, filename: 'p.png' },
          { name: 'n', value: '1' },
        ],
      },
    })
    const last = seen.at(-1)!
    expect(last.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(last.body).toContain('filename="p.png"')
    expect(last.body).toContain('\x89PNG')
  })

  it('returns a gateway page as an answer, not as a network failure', async () => {
    const res = await createFetchTransport()({ method: 'DELETE', url: `${base}/html`, headers: {} })
    expect(res).toEqual({ status: 502, body: '<h1>Bad gateway</h1>' })
  })

  it('reports a hanging server as a timeout and a closed port as a network error', async () => {
    const hang = createFetchTransport({ timeoutMs: 200 })({ method: 'PUT', url: `${base}/hang`, headers: {} })
    await expect(hang).rejects.toEqual(new NetworkError('timeout'))
    const closed = createFetchTransport()({ method: 'PUT', url: 'http://127.0.0.1:9/x', headers: {} })
    await expect(closed).rejects.toBeInstanceOf(NetworkError)
  })
})
