import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { loadConfig } from '../config'
import { formatImportReport } from '../domain/import/format-report'
import { importFiles, isImportFormatError } from '../domain/import/import-files'
import { readOpenfootballFiles } from '../domain/import/import-openfootball'
import { openMigratedDatabase } from '../start'

// Imports football data into the configured database and prints what changed and what could not be matched.
// Running it again with the same files changes nothing.
// Usage: npm run import -- <file> [<file>…]                  openfootball files (squads and/or matches)
//        npm run import -- --format statsbomb <dir> [<dir>…]  a folder laid out as StatsBomb's open-data repository
//        (competitions.json, matches/<competition>/<season>.json, lineups/<match_id>.json, events/<match_id>.json)

const args = process.argv.slice(2).filter((arg) => arg !== '--')
const formatAt = args.indexOf('--format')
const format = formatAt >= 0 ? args[formatAt + 1] : 'openfootball'
const paths = formatAt >= 0 ? args.filter((_, i) => i !== formatAt && i !== formatAt + 1) : args
if (paths.length === 0 || (format !== 'openfootball' && format !== 'statsbomb')) {
  console.error('Usage: npm run import -- <openfootball file.json> [<file.json>…]')
  console.error('       npm run import -- --format statsbomb <open-data folder>')
  process.exit(2)
}

/** Every .json file under a folder (a file given itself is taken as it is). */
async function jsonFiles(p: string): Promise<string[]> {
  if (!(await stat(p)).isDirectory()) return [p]
  const entries = await readdir(p, { recursive: true })
  return entries
    .filter((e) => e.toLowerCase().endsWith('.json'))
    .sort()
    .map((e) => path.join(p, e))
}

const files = await (async () => {
  const list = format === 'statsbomb' ? (await Promise.all(paths.map(jsonFiles))).flat() : paths
  const read = await readOpenfootballFiles(list)
  // The folders' relative paths name the files in the report (lineups/3869685.json, matches/43/106.json).
  return read.map((f, i) => ({
    ...f,
    name: format === 'statsbomb' ? path.relative(process.cwd(), list[i]!) : f.name,
  }))
})().catch((error: Error) => {
  console.error(`Cannot read the files: ${error.message}`)
  process.exit(1)
})
const database = await openMigratedDatabase(loadConfig())
try {
  const started = performance.now()
  const report = await importFiles(database.db, files)
  console.log(formatImportReport(report))
  console.log(`${files.length} files in ${Math.round(performance.now() - started)} ms`)
} catch (error) {
  if (!isImportFormatError(error)) throw error
  console.error(error.message)
  for (const issue of error.issues) console.error(`  ${issue.path || '(root)'}: ${issue.message}`)
  console.error('Nothing was imported.')
  process.exitCode = 1
} finally {
  await database.close()
}
