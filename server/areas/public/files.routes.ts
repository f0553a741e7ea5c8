import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { mediaPaths } from '../../../src/api/contract/terms/paths'
import { STORED_NAME } from '../../adapters/storage/storage'
import { notFound } from '../../domain/support/errors'
import { findUploadByName } from '../../domain/uploads/uploads'
import { route } from '../../routes/route-path'

// GET /api/files/{name}: every stored file. Names are 128-bit random, so a URL is the capability to read that
// one file (pictures appear in <img> tags of both areas, which carry no area cookie). The type comes from our
// own row, never from the name; `nosniff` stops a browser guessing otherwise; reports download as
// attachments; videos answer byte ranges so playback can seek to a tagged moment.

const params = z.object({
  name: z.string().regex(STORED_NAME, { message: 'Not a file name this server issues' }),
})

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` → an inclusive range, or 'invalid' (416), or undefined (whole file). */
export function parseRange(header: string | undefined, size: number) {
  if (!header) return undefined
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid' as const
  let start: number
  let end: number
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]))
    end = size - 1
  } else {
    start = Number(m[1])
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  }
  if (start > end || start >= size) return 'invalid' as const
  return { start, end }
}

export async function fileRoutes(app: FastifyInstance) {
  const { db } = app.deps
  const { storage } = app.uploads
  // A video read whole over a stadium's link takes longer than the answer limit: the transfer window.
  app.get(
    route(mediaPaths.file, 'name'),
    { config: { auth: 'public', longAnswer: true }, schema: { params } },
    async (request, reply) => {
      const { name } = request.params as z.infer<typeof params>
      const row = await findUploadByName(db, name)
      const stat = row ? await storage.stat(name) : undefined
      if (!row || !stat) throw notFound('No such file')
      const range = parseRange(request.headers.range, stat.size)
      if (range === 'invalid')
        return reply
          .status(416)
          .header('content-range', `bytes */${stat.size}`)
          .send({ message: 'The requested range is outside the file', code: 'RANGE_NOT_SATISFIABLE' })
      const isThumb = row.thumbName === name
      const type = isThumb ? 'image/webp' : row.mime
      reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes')
      if (type === 'application/pdf') {
        const download = (row.originalName ?? 'report.pdf').replace(/\.pdf$/i, '')
        reply.header(
          'content-disposition',
          `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(download)}.pdf`,
        )
      } else reply.header('content-disposition', 'inline')

      if (!range) return reply.header('content-length', stat.size).send(await storage.read(name))
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await storage.read(name, range))
    },
  )
}
