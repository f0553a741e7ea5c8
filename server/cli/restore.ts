import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'

// Restores the embedded database from a backup: npm run db:restore -- <file.tar.gz>. The current database is
// kept beside it (pglite.before-restore-<time>) rather than deleted. Stop the server first.

const config = loadConfig()
const file = process.argv[2]
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run db:restore -- <backup file>')
  process.exit(2)
}
const dataDir = path.join(config.dataDir, 'pglite')
if (fs.existsSync(dataDir)) {
  const aside = `${dataDir}.before-restore-${Date.now()}`
  fs.renameSync(dataDir, aside)
  console.log(`Moved the current database to ${aside}`)
}
const database = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) })
await database.close()
console.log(`Restored ${file} into ${dataDir}`)
