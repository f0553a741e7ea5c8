import { defineConfig } from 'vitest/config'

// Four kinds of vitest run: pure units, the API through inject against PGlite and (when TEST_DATABASE_URL is
// set, as in CI) against a PostgreSQL server too, and the upload tests again with the files in an S3 bucket
// (a real S3-protocol server the tests start: tests/support/s3-server.ts).
const reporters = process.env.CI ? ['default', 'json'] : ['default']
const uploadTests = [
  'tests/api/uploads.test.ts',
  'tests/api/players-media.test.ts',
  'tests/api/players-video.test.ts',
  'tests/api/video-checks-deletion-and-quota.test.ts',
  'tests/api/idempotency-uploads.test.ts',
  'tests/api/idempotency-uploads-stream.test.ts',
]
const apiProject = (
  name: string,
  dbKind: 'pglite' | 'pg',
  storage: 'local' | 's3' = 'local',
  include = ['tests/api/**/*.test.ts'],
) => ({
  test: {
    name,
    include,
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB_KIND: dbKind, TEST_STORAGE: storage },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database (tests/support/test-app.ts), so the server's modules are
    // imported once per worker instead of once per file: 3.4 s of imports a file, 400 s of a lane's CPU in CI.
    isolate: false,
  },
})

export default defineConfig({
  test: {
    reporters,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      apiProject('api', 'pglite'),
      apiProject('api-s3', 'pglite', 's3', uploadTests),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
    ],
  },
})
