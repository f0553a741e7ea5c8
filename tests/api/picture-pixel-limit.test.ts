import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../fixtures/uploads/multipart'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A picture over the pixel limit is too large (413), not damaged (415): its header is read before its pixels
// (docs/security.md, uploads).

let t: TestApp
let community: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
})
afterAll(() => t.close())

/** A PNG whose header claims width × height, with no pixels: enough for a reader to judge its size. */
function pngClaiming(width: number, height: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('the pixel limit', () => {
  it('answers 413 (too large), not 415 (damaged), to a picture over the pixel limit', async () => {
    const player = await factories(community).player({ name: 'Giant Picture' })
    const res = await community.inject({
      method: 'POST',
      url: `/api/community/profile_pic/${player.uid}`,
      ...(await multipart(
        {},
        { field: 'pic', data: pngClaiming(20_000, 15_000), filename: 'big.png', type: 'image/png' },
      )),
    })
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().message).toMatch(/larger than 40 megapixels/)
  })
})
