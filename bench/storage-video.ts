import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { mediaPaths } from '../src/api/contract/terms/paths'
import { tinyMp4 } from '../tests/fixtures/uploads/mp4'
import { multipart } from '../tests/fixtures/uploads/multipart'
import { cpuSeconds, signInDemoMember, startAppServer } from './app-server'

// A 50 MB video through the real server (its own process, PGlite), stored on the local disk and in an S3 bucket
// (decision 0043): the upload, a whole read and a 1 MB range read (a player seeking) — wall time, the app
// server's CPU time and, for the bucket, the S3 server's. The bucket is the tests' s3rver in a process of its
// own on this machine's disk (it writes each part, then the object again on completion): the numbers tell
// what the adapter costs the app server, not how fast MinIO or S3 are.
//   node --import tsx bench/storage-video.ts [megabytes=50] [runs=3]

const MB = Number(process.argv[2] ?? 50)
const RUNS = Number(process.argv[3] ?? 3)
const video = tinyMp4(MB * 1024 * 1024)
const form = await multipart({}, { field: 'video', data: video, filename: 'match.mp4', type: 'video/mp4' })

async function startS3(): Promise<{ env: Record<string, string>; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/s3-server-process.ts'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const line = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (d: Buffer) => resolve(`${d}`)),
  )
  return { env: JSON.parse(line), pid: child.pid!, stop: () => child.kill('SIGTERM') }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
/** `s3Pid`: the S3 server's process, whose CPU time is counted too. */
async function timed<T>(pid: number, s3Pid: number | undefined, work: () => Promise<T>) {
  const [wall, cpu, s3Cpu] = [performance.now(), cpuSeconds(pid), s3Pid ? cpuSeconds(s3Pid) : 0]
  const result = await work()
  return {
    result,
    ms: performance.now() - wall,
    cpuMs: (cpuSeconds(pid) - cpu) * 1000,
    s3CpuMs: s3Pid ? (cpuSeconds(s3Pid) - s3Cpu) * 1000 : undefined,
  }
}

async function measure(label: string, port: number, env: Record<string, string>, s3Pid?: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'))
  const server = await startAppServer(port, { DATA_DIR: dataDir, ...env })
  const pid = server.pid!
  try {
    const base = `http://127.0.0.1:${port}`
    const { cookie, xsrf } = await signInDemoMember(base)
    type Row = { ms: number[]; cpuMs: number[]; s3CpuMs: number[] }
    const rows: Record<'upload' | 'read' | 'range', Row> = {
      upload: { ms: [], cpuMs: [], s3CpuMs: [] },
      read: { ms: [], cpuMs: [], s3CpuMs: [] },
      range: { ms: [], cpuMs: [], s3CpuMs: [] },
    }
    for (let run = 0; run < RUNS; run++) {
      const up = await timed(pid, s3Pid, async () => {
        const res = await fetch(`${base}${mediaPaths.video}`, {
          method: 'POST',
          headers: { ...form.headers, cookie, 'x-xsrf-token': xsrf },
          body: new Uint8Array(form.payload),
        })
        if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`)
        return (await res.json()).data.url as string
      })
      const url = up.result
      const read = await timed(pid, s3Pid, async () =>
        Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer()),
      )
      if (!read.result.equals(video)) throw new Error('the video read back differs')
      const middle = Math.floor(video.length / 2)
      const range = await timed(pid, s3Pid, async () =>
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
        if (m.s3CpuMs !== undefined) rows[key].s3CpuMs.push(m.s3CpuMs)
      }
    }
    const cell = (r: Row) =>
      `${Math.round(median(r.ms))} ms (app CPU ${Math.round(median(r.cpuMs))} ms` +
      `${r.s3CpuMs.length ? `, S3 server CPU ${Math.round(median(r.s3CpuMs))} ms` : ''})`
    console.log(`| ${label} | ${MB} MB | ${cell(rows.upload)} | ${cell(rows.read)} | ${cell(rows.range)} |`)
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log(`Median of ${RUNS} runs; the app server in its own process (PGlite); wall time (CPU time).`)
console.log('| storage | video | upload | whole read | 1 MB range read |')
console.log('| --- | --- | --- | --- | --- |')
const s3 = await startS3()
try {
  await measure('local disk', 4431, {})
  await measure('S3 bucket (s3rver)', 4432, s3.env, s3.pid)
} finally {
  s3.stop()
}
