import fs from 'node:fs'
import path from 'node:path'

// `npm run check`: SQL functions and triggers are written only in server/db/functions/ (decision 0051). A
// migration after 0029 that creates or replaces one would run a body the registry does not show (and be undone by
// the next start's sync). Migrations up to 0029 made them before the registry existed; they stay as history.

const folder = 'server/db/migrations'
const lastWithFunctions = 29
const forbidden = /\bCREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|TRIGGER|PROCEDURE)\b/i
const offenders = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith('.sql') && Number(file.slice(0, 4)) > lastWithFunctions)
  .filter((file) => forbidden.test(fs.readFileSync(path.join(folder, file), 'utf8')))

if (offenders.length) {
  console.error(
    `These migrations create SQL functions or triggers: ${offenders.join(', ')}.\n` +
      'Write them in server/db/functions/ instead (CONTRIBUTING.md, decision 0051).',
  )
  process.exit(1)
}
