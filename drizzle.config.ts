import { defineConfig } from 'drizzle-kit'

// Migrations are generated once from the schema and run unchanged on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
