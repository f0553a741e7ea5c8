import type { Pdf } from './pdf-document'

/**
 * A drawn document's bytes, once `doc.end()` has been called: one ArrayBuffer of its own (not a slice of Node's
 * shared pool), so a worker thread hands it over without copying (server/workers/heavy-worker.ts).
 */
export function pdfBytes(doc: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('error', reject)
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
      let at = 0
      for (const chunk of chunks) {
        bytes.set(chunk, at)
        at += chunk.length
      }
      resolve(bytes)
    })
  })
}
