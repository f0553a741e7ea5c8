import type { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
import { s3Upload } from './s3-upload'
import { checkedName, STORED_NAME, type Storage } from './storage'

// Uploads in a bucket of an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Ceph, Garage …), shared
// by every server (docs/decisions/0043-object-storage.md). A stored name is the object key under an optional
// prefix; a thumbnail is the object beside its picture (`<name>-thumb.webp`). Writes: s3-upload.ts. An
// unfinished write is an unfinished multipart upload, which clearIncoming aborts once it is old.

export interface S3Location {
  bucket: string
  /** Keys start with this (`uploads/` …), so one bucket can hold other things too; '' for the whole bucket. */
  prefix: string
  /** The store's address (MinIO `http://minio:9000`, R2 `https://<account>.r2.cloudflarestorage.com`); unset: AWS. */
  endpoint: string | undefined
  region: string
  /** Explicit keys; unset: the AWS SDK's usual chain (AWS_* variables, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export function s3Client(where: S3Location) {
  return new S3Client({
    region: where.region,
    ...(where.endpoint ? { endpoint: where.endpoint } : {}),
    ...(where.credentials ? { credentials: where.credentials } : {}),
    // Path-style addresses (`endpoint/bucket/key`): what MinIO, Ceph and R2 answer without DNS per bucket.
    forcePathStyle: true,
    // Checksums only where S3 requires them: the SDK's default (a CRC32 trailer on every upload, in an
    // aws-chunked body) is refused by several S3-compatible stores and by the tests' s3rver.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404
}

export function s3Storage(where: S3Location, client = s3Client(where)): Storage {
  const { bucket, prefix } = where
  const keyOf = (name: string) => `${prefix}${checkedName(name)}`

  return {
    begin: (name) => s3Upload(client, bucket, keyOf(name)),
    async read(name, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      return answer.Body as Readable
    },
    async stat(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }))
        return { size: head.ContentLength ?? 0 }
      } catch (err) {
        if (isNotFound(err)) return undefined
        throw err
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }))
    },
    async listOlderThan(before) {
      const old: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? ''
          if (STORED_NAME.test(name) && object.LastModified && object.LastModified < before) old.push(name)
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return old
    },
    async clearIncoming(before) {
      let aborted = 0
      let KeyMarker: string | undefined
      let UploadIdMarker: string | undefined
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix, KeyMarker, UploadIdMarker }),
        )
        for (const upload of page.Uploads ?? []) {
          if (!upload.Initiated || upload.Initiated >= before) continue
          await client.send(
            new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
          )
          aborted++
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined
      } while (KeyMarker)
      return aborted
    },
  }
}
