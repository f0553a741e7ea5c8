import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { freshDatabase } from '../support/scratch-database'

// A start that migrates an existing database vacuums it: a migration that rewrites a table leaves it without the
// visibility map that lets the lists read their indexes alone (the filtered list was 10× slower at 1,000,000
// players until autovacuum came). A start with nothing to migrate does not.

let database: Database
let drop: () => Promise<void>
let folder: string
beforeAll(async () => {
  ;({ database, drop } = await freshDatabase())
  // The real migrations and one more, as the next release would bring.
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
  fs.cpSync(path.join(import.meta.dirname, '../../server/db/migrations'), folder, { recursive: true })
  const journalFile = path.join(folder, 'meta/_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'))
  const last = journal.entries.at(-1)
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_next_release' })
  fs.writeFileSync(journalFile, JSON.stringify(journal))
  fs.writeFileSync(path.join(folder, '9999_next_release.sql'), 'CREATE TABLE next_release (id int);')
  // Autovacuum kept away from the table (PostgreSQL's would vacuum 2,000 new rows on its own, at any moment).
  await database.db.execute(sql`alter table players set (autovacuum_enabled = off)`)
  await database.db.execute(
    sql`insert into players (uid, name) select gen_random_uuid(), 'Probe ' || n from generate_series(1, 2000) n`,
  )
})
afterAll(async () => {
  await database.close()
  await drop()
  fs.rmSync(folder, { recursive: true, force: true })
})

/** How many of the players table's pages the visibility map marks all-visible (set by VACUUM). */
const visiblePages = async () =>
  Number(
    (
      await database.db.execute<{ n: number }>(
        sql`select relallvisible as n from pg_class where relname = 'players'`,
      )
    ).rows[0]!.n,
  )

describe('runMigrations', () => {
  it('vacuums an existing database after migrating it, and only then', async () => {
    await runMigrations(database) // nothing new to apply
    expect(await visiblePages()).toBe(0)
    await runMigrations(database, folder)
    expect(await visiblePages()).toBeGreaterThan(0)
  })
})
