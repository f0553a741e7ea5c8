import fs from 'node:fs'
import path from 'node:path'
import { startTestS3 } from './s3-server'

// Where a test app keeps its uploads: the local folder by default, or, with TEST_STORAGE=s3 (the api-s3 vitest
// project), a bucket of a real S3-protocol server started for that app. Upload tests read what is stored
// through `files()`, so the same test holds both places to "nothing left behind".

export interface TestStorage {
  env: Record<string, string>
  /**
   * Every stored file by name, and every unfinished write as `.incoming/…` (a temp file on disk, an
   * unfinished multipart upload in a bucket), sorted.
   */
  files(): string[]
  close(): Promise<void>
}

export async function testStorage(uploadDir: () => string): Promise<TestStorage> {
  if (process.env.TEST_STORAGE !== 's3')
    return {
      env: {},
      files() {
        const dir = uploadDir()
        return [
          ...fs.readdirSync(dir).filter((f) => f !== '.incoming'),
          ...fs.readdirSync(path.join(dir, '.incoming')).map((f) => `.incoming/${f}`),
        ].sort()
      },
      close: async () => {},
    }
  const s3 = await startTestS3()
  const bucket = await s3.bucket()
  return {
    env: s3.env(bucket),
    files: () =>
      s3
        .leftovers(bucket)
        .map((f) => f.replace(/^upload:/, '.incoming/'))
        .sort(),
    close: () => s3.close(),
  }
}
