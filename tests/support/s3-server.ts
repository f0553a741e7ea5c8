import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver, { type KoaMiddleware } from 's3rver'

// A real S3-protocol server for the tests, started by the tests themselves: s3rver (pure JavaScript, files on a
// temp directory), which the AWS SDK talks to over HTTP exactly as it talks to MinIO or S3. s3rver 3.7 lacks two
// operations the adapter uses, AbortMultipartUpload and ListMultipartUploads; `uploadsExtension` adds them on
// s3rver's own layout (an upload is the folder `<bucket>/._S3rver_uploads/<uploadId>` holding `key` and the
// parts), so an aborted upload's parts are really gone from its disk and a crashed one is really listed.

export const S3_ACCESS_KEY = 'S3RVER'
export const S3_SECRET_KEY = 'S3RVER'

export interface TestS3 {
  endpoint: string
  /** A new empty bucket. */
  bucket(name?: string): Promise<string>
  /** STORAGE_URL and credentials for a server using `bucket`. */
  env(bucket: string): Record<string, string>
  /** Every object key and every unfinished multipart upload in `bucket`: what a failed upload must not leave. */
  leftovers(bucket: string): string[]
  close(): Promise<void>
}

let buckets = 0

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  server.middleware.splice(server.middleware.length - 1, 0, uploadsExtension(directory))
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  const uploadsDir = (bucket: string) => path.join(directory, bucket, '._S3rver_uploads')
  return {
    endpoint,
    async bucket(name = `bucket-${process.pid}-${buckets++}`) {
      const res = await fetch(`${endpoint}/${name}`, { method: 'PUT', headers: unsignedHeaders })
      if (!res.ok) throw new Error(`could not create bucket ${name}: ${res.status} ${await res.text()}`)
      return name
    },
    env: (bucket) => ({
      STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
      AWS_ACCESS_KEY_ID: S3_ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: S3_SECRET_KEY,
    }),
    leftovers(bucket) {
      const objects = fs
        .readdirSync(path.join(directory, bucket))
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) => f.replace(/\._S3rver_object$/, ''))
      const uploads = fs.existsSync(uploadsDir(bucket))
        ? fs.readdirSync(uploadsDir(bucket)).map((id) => `upload:${id}`)
        : []
      return [...objects, ...uploads].sort()
    },
    async close() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

// s3rver accepts anonymous requests without an Authorization header (its auth middleware checks signatures only
// when one is sent), which is enough to create a bucket.
const unsignedHeaders = { 'content-length': '0' }

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** AbortMultipartUpload and ListMultipartUploads on s3rver's on-disk layout of multipart uploads. */
function uploadsExtension(directory: string): KoaMiddleware {
  return async (ctx, next) => {
    const [, bucket, ...keyParts] = ctx.path.split('/')
    const key = decodeURIComponent(keyParts.join('/'))
    if (!bucket) return next()
    const uploads = path.join(directory, bucket, '._S3rver_uploads')
    if (ctx.method === 'DELETE' && key && ctx.query.uploadId) {
      const upload = path.join(uploads, path.basename(ctx.query.uploadId))
      if (!fs.existsSync(upload)) {
        ctx.status = 404
        ctx.type = 'application/xml'
        ctx.body = xml('<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>')
        return
      }
      fs.rmSync(upload, { recursive: true, force: true })
      ctx.status = 204
      ctx.body = ''
      return
    }
    if (ctx.method === 'GET' && !key && ctx.query.uploads !== undefined) {
      const prefix = ctx.query.prefix ?? ''
      const entries = (fs.existsSync(uploads) ? fs.readdirSync(uploads) : [])
        .map((id) => {
          const keyFile = path.join(uploads, id, 'key')
          return { id, key: fs.readFileSync(keyFile, 'utf8'), initiated: fs.statSync(keyFile).mtime }
        })
        .filter((u) => u.key.startsWith(prefix))
      const items = entries
        .map(
          (u) =>
            `<Upload><Key>${escapeXml(u.key)}</Key><UploadId>${u.id}</UploadId>` +
            `<Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
        )
        .join('')
      ctx.type = 'application/xml'
      ctx.body = xml(
        `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><Prefix>${escapeXml(prefix)}</Prefix>` +
          `<IsTruncated>false</IsTruncated>${items}</ListMultipartUploadsResult>`,
      )
      return
    }
    return next()
  }
}
