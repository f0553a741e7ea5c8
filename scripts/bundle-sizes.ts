import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// What each part of the app costs a visitor in JavaScript (gzip): the landing page, and each signed-in area
// with every screen of its navigation, without the chunks only one screen loads on demand (Compare's chart).
// Builds the app into a temp dir with Vite's manifest, then walks the chunk graph from each starting module.
//   npm run size

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'))
try {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--manifest', '--outDir', out], {
    stdio: 'ignore',
  })
  const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const gzip = (file: string) => gzipSync(fs.readFileSync(path.join(out, file))).length
  /** The static closure of `keys`: what loads with them. */
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue
      into.add(key)
      closure(manifest[key].imports ?? [], into)
    }
    return into
  }
  const kb = (keys: Set<string>) =>
    [...keys]
      .filter((k) => manifest[k]!.file.endsWith('.js'))
      .reduce((sum, k) => sum + gzip(manifest[k]!.file), 0) / 1024
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!
  const landing = closure([entry])
  console.log(`landing (entry, static imports): ${kb(landing).toFixed(1)} KB gzip`)
  // The app-wide spinner and toaster load on every page right after it renders (src/app/app.tsx): the shell.
  const lazyShell = (manifest[entry]!.dynamicImports ?? []).filter((k) => /toaster|loading-indicator/.test(k))
  const shell = closure([entry, ...lazyShell])
  console.log(
    `shell every page loads (the landing, then spinner and toaster): ${kb(shell).toFixed(1)} KB gzip`,
  )
  const onDemand = /compare-radar/
  const loaded = new Set<string>()
  for (const area of ['community', 'scout', 'admin']) {
    const key = `src/app/areas/${area}-area.tsx`
    if (!manifest[key]) continue
    // The area chunk, the screens its navigation lazy-loads, and what those import — not deeper lazy chunks.
    const sections = (manifest[key].dynamicImports ?? []).filter((k) => !onDemand.test(k))
    const all = closure([entry, key, ...sections])
    for (const k of all) loaded.add(k)
    const own = [...all].filter((k) => !shell.has(k))
    console.log(
      `${area} area: ${kb(new Set([...all, ...shell])).toFixed(1)} KB gzip with the shell, ${kb(new Set(own)).toFixed(1)} KB of its own`,
    )
  }
  const chart = Object.keys(manifest).filter((k) => onDemand.test(k))
  const chartOwn = new Set([...closure(chart)].filter((k) => !loaded.has(k)))
  if (chart.length)
    console.log(`Compare's chart (on demand, beyond the scout area): ${kb(chartOwn).toFixed(1)} KB gzip`)
} finally {
  fs.rmSync(out, { recursive: true, force: true })
}
