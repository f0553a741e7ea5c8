import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { mediaPaths } from '../src/api/contract/paths'
import { tinyMp4 } from '../tests/fixtures/uploads/mp4'
import { multipart } from '../tests/fixtures/uploads/multipart'
import { cpuSeconds, signInDemoMember, startAppServer } from './app-server'

// A 50 MB video through the real server (its own process, PGlite), stored on the local disk and in an S3 bucket
// (decision 0043): the upload, a whole read and a 1 MB range read (a player seeking) — wall time and the
// server's CPU time — and the server's peak memory (VmHWM) against its memory before the first upload (a
// bucket's write holds at most two 8 MB parts). The bucket is the tests' s3rver in a process of its own on this
// machine's disk: the numbers tell what the adapter costs the server, not how fast MinIO or S3 are.
//   node --import tsx bench/storage-video.ts [megabytes=50] [runs=3]

const MB = Number(process.argv[2] ?? 50)
const RUNS = Number(process.argv[3] ?? 3)
const video = tinyMp4(MB * 1024 * 1024)
const form = await multipart({}, { field: 'video', data: video, filename: 'match.mp4', type: 'video/mp4' })

async function startS3(): Promise<{ env: Record<string, string>; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/s3-server-process.ts'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const line = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (d: Buffer) => resolve(`${d}`)),
  )
  return { env: JSON.parse(line), stop: () => child.kill('SIGTERM') }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

async function timed<T>(pid: number, work: () => Promise<T>) {
  const [wall, cpu] = [performance.now(), cpuSeconds(pid)]
  const result = await work()
  return { result, ms: performance.now() - wall, cpuMs: (cpuSeconds(pid) - cpu) * 1000 }
}

async function measure(label: string, port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'))
  const server = await startAppServer(port, { DATA_DIR: dataDir, ...env })
  const pid = server.pid!
  try {
    const base = `http://127.0.0.1:${port}`
    const { cookie, xsrf } = await signInDemoMember(base)
    const rows: Record<'upload' | 'read' | 'range', { ms: number[]; cpuMs: number[] }> = {
      upload: { ms: [], cpuMs: [] },
      read: { ms: [], cpuMs: [] },
      range: { ms: [], cpuMs: [] },
    }
    const rssBefore = memoryMb(pid, 'VmRSS')
    for (let run = 0; run < RUNS; run++) {
      const up = await timed(pid, async () => {
        const res = await fetch(`${base}${mediaPaths.video}`, {
          method: 'POST',
          headers: { ...form.headers, cookie, 'x-xsrf-token': xsrf },
          body: new Uint8Array(form.payload),
        })
        if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`)
        return (await res.json()).data.url as string
      })
      const url = up.result
      const read = await timed(pid, async () =>
        Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer()),
      )
      if (!read.result.equals(video)) throw new Error('the video read back differs')
      const middle = Math.floor(video.length / 2)
      const range = await timed(pid, async () =>
        (
          await fetch(`${base}${url}`, { headers: { range: `bytes=${middle}-${middle + 1024 * 1024 - 1}` } })
        ).arrayBuffer(),
      )
      for (const [key, m] of [
        ['upload', up],
        ['read', read],
        ['range', range],
      ] as const) {
        rows[key].ms.push(m.ms)
        rows[key].cpuMs.push(m.cpuMs)
      }
    }
    const cell = (r: { ms: number[]; cpuMs: number[] }) =>
      `${Math.round(median(r.ms))} ms (CPU ${Math.round(median(r.cpuMs))} ms)`
    const peak = Math.round(memoryMb(pid, 'VmHWM') - rssBefore)
    console.log(
      `| ${label} | ${MB} MB | ${cell(rows.upload)} | ${cell(rows.read)} | ${cell(rows.range)} | +${peak} MB |`,
    )
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log(`Median of ${RUNS} runs; server in its own process (PGlite); wall time (server CPU time).`)
console.log('| storage | video | upload | whole read | 1 MB range read | server peak memory over its start |')
console.log('| --- | --- | --- | --- | --- | --- |')
const s3 = await startS3()
try {
  await measure('local disk', 4431, {})
  await measure('S3 bucket (s3rver)', 4432, s3.env)
} finally {
  s3.stop()
}
