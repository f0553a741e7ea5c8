import { loadConfig } from '../config'
import { formatImportReport } from '../domain/import/format-report'
import { importOpenfootball, readOpenfootballFiles } from '../domain/import/import-openfootball'
import { OpenfootballFormatError } from '../domain/import/openfootball-format'
import { openMigratedDatabase } from '../start'

// Imports openfootball files (squads and/or matches) into the configured database and prints what changed
// and which scorers could not be matched. Running it again with the same files changes nothing.
// Usage: npm run import -- <file> [<file>…]   e.g. npm run import -- data/worldcup-2026.squads.json data/worldcup-2026.json

const paths = process.argv.slice(2).filter((arg) => arg !== '--')
if (paths.length === 0) {
  console.error('Usage: npm run import -- <openfootball file.json> [<file.json>…]')
  process.exit(2)
}

const files = await readOpenfootballFiles(paths).catch((error: Error) => {
  console.error(`Cannot read the files: ${error.message}`)
  process.exit(1)
})
const database = await openMigratedDatabase(loadConfig())
try {
  const report = await importOpenfootball(database.db, files)
  console.log(formatImportReport(report))
} catch (error) {
  if (!(error instanceof OpenfootballFormatError)) throw error
  console.error(error.message)
  for (const issue of error.issues) console.error(`  ${issue.path || '(root)'}: ${issue.message}`)
  console.error('Nothing was imported.')
  process.exitCode = 1
} finally {
  await database.close()
}
