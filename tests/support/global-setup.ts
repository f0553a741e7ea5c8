import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase, pgliteOf } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'

// Migrates ONE template database per run; every test file then starts from a copy of it (a PGlite data-dir
// dump, or PostgreSQL's CREATE DATABASE … TEMPLATE), which is much faster than initdb + migrations per file.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    pgTemplate: string
  }
}

export default async function setup(project: TestProject) {
  // The project's env reaches the test workers, not this main-process hook: read it from the project.
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite'
  if (kind === 'pg') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DB_KIND=pg needs TEST_DATABASE_URL')
    const name = `scouting_tmpl_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const target = new URL(url)
    target.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: target.toString() })
    await runMigrations(database)
    await database.close()
    project.provide('pgTemplate', name)
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
  const database = await openDatabase({})
  await runMigrations(database)
  const dump = await pgliteOf(database)!.dumpDataDir('none')
  const file = path.join(os.tmpdir(), `scouting-template-${process.pid}-${Date.now()}.tar`)
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', file)
  return () => fs.rmSync(file, { force: true })
}
