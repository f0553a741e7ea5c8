import { zipSync } from 'fflate'

// A ZIP of named parts, written in memory (a person's data is small: records as JSON and his few media files).
// fflate is pdfkit's own compressor, already installed.

export type ZipParts = Record<string, unknown>

/** Each `.json` part written as indented JSON; a Buffer or Uint8Array part (a media file) as it is. */
export function zipOf(parts: ZipParts): Buffer {
  const files: Record<string, Uint8Array> = {}
  for (const [name, value] of Object.entries(parts))
    files[name] =
      value instanceof Uint8Array ? value : new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`)
  return Buffer.from(zipSync(files, { level: 6 }))
}
