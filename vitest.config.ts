import { defineConfig } from 'vitest/config'

// Three kinds of vitest run: pure units, and the API through inject against PGlite and (when
// TEST_DATABASE_URL is set, as in CI) against a PostgreSQL server too.
const reporters = process.env.CI ? ['default', 'json'] : ['default']
const apiProject = (name: string, dbKind: 'pglite' | 'pg') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
    ],
  },
})
