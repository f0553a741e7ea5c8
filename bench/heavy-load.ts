import { performance } from 'node:perf_hooks'

// The heavy load of bench/heavy-mixed.ts, in a process of its own: 8 scouts each exporting all 100,000 players and a
// 19 MB club sheet imported, all at once. Apart from the process that times /api/health and the search, so that the
// probes are not also waiting behind this process's own work (8 downloads of 30 MB, decompressed, and the sheet
// sent) — clients that in use sit on other machines. Run by heavy-mixed.ts with the server's address, which loads
// ("both", "exports" or "import") and the sessions as JSON on stdin; prints a line per finished export or import.

interface Sessions {
  scouts: { cookie: string }[]
  importer: { cookie: string; xsrf: string }
}
const [base, load] = process.argv.slice(2) as [string, string]
const sessions = JSON.parse(await new Response(process.stdin as unknown as ReadableStream).text()) as Sessions

/** The bytes of an answer, read as they come and not kept (a browser writes a download to disk). */
async function drain(res: Response): Promise<number> {
  let bytes = 0
  for await (const chunk of res.body ?? []) bytes += (chunk as Uint8Array).byteLength
  return bytes
}

/** One scout's export, asked again after each 429's Retry-After; the time from the first ask to the last byte. */
async function exportUntilDone(cookie: string): Promise<void> {
  const t0 = performance.now()
  let refused = 0
  for (;;) {
    const res = await fetch(`${base}/api/scout/search/export?format=csv`, { headers: { cookie } })
    const bytes = await drain(res)
    if (res.status === 429) {
      refused++
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 5) * 1000))
      continue
    }
    const seconds = ((performance.now() - t0) / 1000).toFixed(1)
    console.log(
      `export ${res.status} ${(bytes / 1e6).toFixed(1)} MB in ${seconds} s (${refused} × 429 first)`,
    )
    return
  }
}

/** A 50,000-row club sheet padded with a notes column to about 19 MB (the import takes 20 MB at most). */
function clubSheet(): Blob {
  const notes = 'Strong in the air, good first touch; '.repeat(9)
  const rows = ['Player,Date of birth,Foot,Height,Notes']
  for (let i = 1; i <= 50_000; i++)
    rows.push(`Zed${i} Quorn${i},1995-01-01,${i % 2 ? 'left' : 'right'},${170 + (i % 30)},"${notes}${i}"`)
  return new Blob([rows.join('\n')], { type: 'text/csv' })
}

async function importSheet(sheet: Blob): Promise<void> {
  const t0 = performance.now()
  const form = new FormData()
  form.append('file', sheet, 'club-sheet.csv')
  const res = await fetch(`${base}/api/scout/imports`, {
    method: 'POST',
    headers: { cookie: sessions.importer.cookie, 'x-xsrf-token': sessions.importer.xsrf },
    body: form,
  })
  const body = await res.text()
  const seconds = ((performance.now() - t0) / 1000).toFixed(1)
  console.log(
    `import ${res.status} of ${(sheet.size / 1e6).toFixed(1)} MB in ${seconds} s${res.ok ? '' : `: ${body.slice(0, 120)}`}`,
  )
}

// fetch gives up on an answer whose headers take 300 s (undici's limit): said, not thrown.
const said = (what: string) => (error: Error) =>
  console.log(`${what}: no answer (${error.cause ?? error.message})`)
const sheet = load === 'exports' ? null : clubSheet()
await Promise.all([
  ...(load === 'import' ? [] : sessions.scouts).map((s) => exportUntilDone(s.cookie).catch(said('export'))),
  sheet ? importSheet(sheet).catch(said('import')) : null,
])
