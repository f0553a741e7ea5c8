import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

// Generates every icon the PWA manifest, the browser tab and iOS ask for, from one SVG mark drawn here: a
// football inside a scout's sighting ring on a pitch-green field (colours from src/ui/theme.css). Run with
// `node --import tsx scripts/generate-icons.ts` after changing the mark; the PNGs are committed in public/.

const PITCH_950 = '#0b2a20'
const PITCH_700 = '#15604a'
const PITCH_600 = '#17785a'
const GOLD = '#f2b705'

/** The mark on a 100×100 canvas, scaled by `scale` around the centre (maskable icons keep it in the safe zone). */
function mark(scale: number): string {
  const ticks = [0, 90, 180, 270]
    .map(
      (angle) =>
        `<rect x="48" y="6.5" width="4" height="11" rx="2" fill="${GOLD}" transform="rotate(${angle} 50 50)"/>`,
    )
    .join('')
  // Five patches around the central pentagon, as on a classic ball.
  const patches = [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<path d="M50 23.5 l6 4.3 -2.3 5.2 h-7.4 l-2.3 -5.2z" fill="${PITCH_950}" transform="rotate(${angle} 50 50)"/>`,
    )
    .join('')
  const seams = [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<line x1="50" y1="41" x2="50" y2="33" stroke="${PITCH_950}" stroke-width="1.6" transform="rotate(${angle} 50 50)"/>`,
    )
    .join('')
  return `<g transform="translate(50 50) scale(${scale}) translate(-50 -50)">
    <circle cx="50" cy="50" r="36" fill="none" stroke="${GOLD}" stroke-width="5"/>
    ${ticks}
    <circle cx="50" cy="50" r="27" fill="#ffffff"/>
    ${seams}
    ${patches}
    <path d="M50 41 l8.6 6.2 -3.3 10.1 h-10.6 l-3.3 -10.1z" fill="${PITCH_950}"/>
    <circle cx="50" cy="50" r="27" fill="none" stroke="${PITCH_950}" stroke-width="2"/>
  </g>`
}

/** The pitch: a green field with the halfway line and centre circle, faint so the mark stays the subject. */
function field(radius: number): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${PITCH_600}"/><stop offset="1" stop-color="${PITCH_700}"/></linearGradient></defs>
    <rect width="100" height="100" rx="${radius}" fill="url(#g)"/>
    <line x1="0" y1="50" x2="100" y2="50" stroke="#ffffff" stroke-opacity="0.14" stroke-width="1.5"/>`
}

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`

/** "any" purpose: rounded tile, mark large. */
const anyIcon = svg(field(22) + mark(1.12))
/** "maskable": full-bleed field (the platform cuts its own shape), mark inside the 80 % safe circle. */
const maskableIcon = svg(field(0) + mark(0.86))
/** iOS draws its own rounded corners and shows transparency as black: square and opaque. */
const appleIcon = svg(field(0) + mark(1.02))

/** A .ico file holding one PNG image (supported by every browser since Vista-era Windows). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // offset of the image data
  return Buffer.concat([header, png])
}

async function main() {
  const out = path.resolve(import.meta.dirname, '../public')
  const png = (source: string, size: number) =>
    sharp(Buffer.from(source), { density: (72 * size) / 100 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer()
  const files: [string, Buffer | string][] = [
    ['favicon.svg', anyIcon],
    ['pwa-192x192.png', await png(anyIcon, 192)],
    ['pwa-512x512.png', await png(anyIcon, 512)],
    ['maskable-192x192.png', await png(maskableIcon, 192)],
    ['maskable-512x512.png', await png(maskableIcon, 512)],
    ['apple-touch-icon.png', await png(appleIcon, 180)],
    ['favicon.ico', icoFromPng(await png(anyIcon, 32), 32)],
  ]
  for (const [name, content] of files) await writeFile(path.join(out, name), content)
  console.log(`wrote ${files.map(([n]) => n).join(', ')} to ${out}`)
}

await main()
