import type { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import type { PendingFile } from './storage'

// One file written to a bucket as it arrives. Bytes are gathered into parts of PART_BYTES; a file that ends
// before its first part is full (every picture, most reports) is one PutObject on commit. A larger one (a
// video) becomes a multipart upload: CreateMultipartUpload when its first part is full, each part sent while
// the next one is read (at most PARTS_IN_FLIGHT at a time, so a 500 MB video holds ~24 MB of memory, not
// 500), CompleteMultipartUpload on commit. Until then the object does not exist under its key; abort() waits
// for the parts in flight and aborts the upload, which deletes every part stored.

/** S3's smallest part is 5 MiB (the last excepted); 8 MiB keeps 10,000 parts above any upload we accept. */
export const PART_BYTES = 8 * 1024 * 1024
const PARTS_IN_FLIGHT = 2

export function s3Upload(client: S3Client, bucket: string, key: string): PendingFile {
  let gathered: Buffer[] = []
  let gatheredBytes = 0
  let uploadId: string | undefined
  const parts: CompletedPart[] = []
  const inFlight: Promise<void>[] = []
  let written = 0

  async function sendPart(data: Buffer) {
    if (!uploadId) {
      const created = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }))
      uploadId = created.UploadId
    }
    const PartNumber = parts.length + 1
    const part: CompletedPart = { PartNumber }
    parts.push(part)
    const sent = client
      .send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber, Body: data }))
      .then((answer) => {
        part.ETag = answer.ETag
      })
    // Awaited later (or by abort); never an unhandled rejection meanwhile.
    sent.catch(() => {})
    inFlight.push(sent)
    if (inFlight.length >= PARTS_IN_FLIGHT) await inFlight.shift()
  }

  const takeGathered = () => {
    const data = Buffer.concat(gathered, gatheredBytes)
    gathered = []
    gatheredBytes = 0
    return data
  }

  return {
    async write(source: Readable | Buffer) {
      if (Buffer.isBuffer(source)) {
        gathered = [source]
        gatheredBytes = written = source.length
        return written
      }
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          gathered.push(chunk)
          gatheredBytes += chunk.length
          written += chunk.length
          if (gatheredBytes >= PART_BYTES) await sendPart(takeGathered())
        }
      } catch (err) {
        // Once write() has failed no part is still being sent: what is stored is what abort() must undo.
        await Promise.allSettled(inFlight)
        throw err
      }
      return written
    },
    async commit() {
      if (!uploadId) {
        const Body = takeGathered()
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body, ContentLength: Body.length }),
        )
        return
      }
      if (gatheredBytes > 0) await sendPart(takeGathered())
      await Promise.all(inFlight.splice(0))
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      )
      uploadId = undefined
    },
    async abort() {
      gathered = []
      gatheredBytes = 0
      // A part still being sent would land after the abort and be kept (and billed): let them finish first.
      await Promise.allSettled(inFlight.splice(0))
      if (!uploadId) return
      const UploadId = uploadId
      uploadId = undefined
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
    },
  }
}
