import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/decisions/README.md indexes every decision record with its status and the day it was added, and each
// record's head says the same (`Status: … · Date: …`): a record added without its row, or a status changed in one
// place only, fails here.

const dir = 'docs/decisions'
const records = fs
  .readdirSync(dir)
  .filter((f) => /^\d{4}-.*\.md$/.test(f))
  .sort()
const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8')
const rows = new Map(
  [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (.+?) \| (\d{4}-\d{2}-\d{2}) \| (.+) \|$/gm)].map((m) => [
    m[2]!,
    { status: m[3]!.replace(/\[(\d{4})\]\([^)]+\)/g, '$1'), date: m[4]!, summary: m[5]! },
  ]),
)

describe('the decision records’ index', () => {
  it.each(records)('%s has its row, and its head says the same status and date', (file) => {
    const row = rows.get(file)
    expect(row, `no row for ${file} in ${dir}/README.md`).toBeDefined()
    const head = fs.readFileSync(path.join(dir, file), 'utf8').split('\n').slice(0, 5).join('\n')
    const [, status, date] = head.match(/^Status: (.+) · Date: (\d{4}-\d{2}-\d{2})$/m) ?? []
    expect(status, `${file} has no "Status: … · Date: …" line under its title`).toBeDefined()
    expect({ status, date }).toEqual({ status: row!.status, date: row!.date })
    expect(status).toMatch(/^(accepted(, amended by \d{4}( and \d{4})*)?|superseded by \d{4})$/)
  })

  it('names only records that exist', () => {
    expect([...rows.keys()].filter((f) => !records.includes(f))).toEqual([])
  })

  it('dates each record by the commit that added it', () => {
    // Only with the whole history: a shallow clone (or a copy without git) cannot tell when a record was added.
    let shallow = 'true'
    try {
      shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim()
    } catch {}
    if (shallow !== 'false') return
    // One walk of the history (newest first): each record's date is that of the last commit listed adding it.
    const log = execFileSync('git', ['log', '--diff-filter=A', '--format=@%as', '--name-only', '--', dir], {
      encoding: 'utf8',
    })
    const addedOn = new Map<string, string>()
    let date = ''
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) date = line.slice(1)
      else if (line.trim()) addedOn.set(path.basename(line.trim()), date)
    }
    for (const file of records) {
      const added = addedOn.get(file)
      // A record not yet committed has no date in git: its row's date is the author's.
      if (added) expect(rows.get(file)?.date, file).toBe(added)
    }
  })
})
