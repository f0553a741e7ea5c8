import sharp, { type Metadata } from 'sharp'
import { type UploadKind, uploadLimits } from '../../src/api/contract/schemas/players-media'
import { tooLarge, unsupportedMedia } from '../domain/support/errors'

// What a file really is, from its first bytes — never from its name or the client's Content-Type — and the
// picture pipeline: decode, re-encode (which drops EXIF/GPS/XMP and anything smuggled after the image data),
// and a thumbnail. docs/security.md's file table is the rulebook.

export interface Sniffed {
  mime: string
  extension: 'jpg' | 'png' | 'webp' | 'pdf' | 'mp4' | 'webm'
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b)
const ascii = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString('latin1')

export function sniff(head: Buffer): Sniffed | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { mime: 'image/webp', extension: 'webp' }
  if (ascii(head, 0, 5) === '%PDF-') return { mime: 'application/pdf', extension: 'pdf' }
  if (ascii(head, 4, 8) === 'ftyp') return { mime: 'video/mp4', extension: 'mp4' }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { mime: 'video/webm', extension: 'webm' }
  return undefined
}

/** A human name for what was sent instead, so the 415 says what went wrong. */
function whatItIs(head: Buffer): string {
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase()
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'an SVG image'
  if (text.startsWith('<')) return 'an HTML or XML document'
  if (ascii(head, 0, 2) === 'MZ') return 'a Windows program'
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'a Linux program'
  if (ascii(head, 0, 2) === '#!') return 'a script'
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'a ZIP archive'
  const s = sniff(head)
  return s ? `a ${s.mime} file` : 'a file of an unknown type'
}

const accepted: Record<UploadKind, string> = {
  picture: 'JPEG, PNG or WebP pictures',
  report: 'PDF reports',
  video: 'MP4 or WebM videos',
}

/** The sniffed type if it is allowed for this kind of upload, otherwise 415 naming what was sent. */
export function requireType(kind: UploadKind, head: Buffer): Sniffed {
  const s = sniff(head)
  if (s && (uploadLimits[kind].types as readonly string[]).includes(s.mime)) return s
  throw unsupportedMedia(
    `Only ${accepted[kind]} are accepted; this file is ${whatItIs(head)}. SVG, HTML and other files are refused.`,
  )
}

export interface ProcessedPicture {
  full: { data: Buffer; sniffed: Sniffed; width: number; height: number }
  thumb: Buffer
}

/** Re-encodes a picture in its own format (metadata stripped, orientation applied) and makes a WebP thumbnail. */
export async function processPicture(input: Buffer): Promise<ProcessedPicture> {
  const sniffed = requireType('picture', input)
  const limit = uploadLimits.picture.pixels
  let meta: Metadata
  try {
    // Only the header is read here, so no pixel limit yet: a giant picture is then refused as too large (413),
    // not as damaged (sharp's default limit would throw first).
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw unreadable()
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > limit)
    throw tooLarge(`The picture is larger than ${limit / 1_000_000} megapixels`)
  try {
    const base = () => sharp(input, { limitInputPixels: limit }).rotate()
    const encoded =
      sniffed.extension === 'jpg'
        ? base().jpeg({ quality: 85, mozjpeg: true })
        : sniffed.extension === 'png'
          ? base().png({ compressionLevel: 9 })
          : base().webp({ quality: 85 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    const thumb = await base()
      .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer()
    return { full: { data, sniffed, width: info.width, height: info.height }, thumb }
  } catch {
    throw unreadable()
  }
}

const unreadable = () =>
  unsupportedMedia('This picture could not be read: the file is damaged or not really an image')
