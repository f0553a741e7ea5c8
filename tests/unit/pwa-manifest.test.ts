import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BACKGROUND_COLOR, THEME_COLOR, webManifest } from '../../config/pwa-options'

// The manifest promises icons and colours; the files in public/ and the product's theme must keep that promise.

const publicDir = path.resolve(import.meta.dirname, '../../public')

describe('the web app manifest', () => {
  it('points at real PNG icons of the sizes it declares, including maskable 192 and 512', async () => {
    for (const icon of webManifest.icons) {
      const meta = await sharp(path.join(publicDir, icon.src)).metadata()
      expect(meta.format, icon.src).toBe('png')
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes)
    }
    const declared = webManifest.icons.map((i) => `${i.sizes} ${i.purpose}`)
    expect(declared).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    )
  })

  it('fills the maskable icons to the edge, so no platform shows a transparent ring', async () => {
    for (const name of ['maskable-192x192.png', 'maskable-512x512.png', 'apple-touch-icon.png']) {
      const { data, info } = await sharp(path.join(publicDir, name))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const corner = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]
      expect([corner(0, 0), corner(info.width - 1, info.height - 1)], name).toEqual([255, 255])
    }
  })

  it('uses the product colours of src/ui/theme.css', async () => {
    const css = await readFile(path.resolve(import.meta.dirname, '../../src/ui/theme.css'), 'utf8')
    expect(css).toMatch(new RegExp(`--pitch-950:\\s*${THEME_COLOR}`, 'i'))
    expect(css).toMatch(new RegExp(`--canvas:\\s*${BACKGROUND_COLOR}`, 'i'))
    expect(webManifest).toMatchObject({ display: 'standalone', start_url: '/home', scope: '/' })
  })
})
