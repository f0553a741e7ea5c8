import { startTestS3 } from '../tests/support/s3-server'

// The tests' S3-protocol server (s3rver) in a process of its own, for a benchmark: prints its STORAGE_URL
// environment as one JSON line, then serves until stopped.

const s3 = await startTestS3()
const bucket = await s3.bucket('bench')
console.log(JSON.stringify(s3.env(bucket)))
process.on('SIGTERM', () => void s3.close().then(() => process.exit(0)))
