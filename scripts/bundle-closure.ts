import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// What each part of the app costs a visitor in JavaScript (gzip), read from a build's Vite manifest: the landing
// page, the shell every page loads, and each signed-in area with every screen of its navigation — without the
// chunks only one screen loads on demand (Compare's chart). Used by `npm run size` and the budget's e2e test.

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

export interface BundleSizes {
  landing: number
  shell: number
  areas: Record<string, { withShell: number; own: number }>
  chart?: number
}

/** The scout area's own JavaScript may not pass this (issue "Scout area"; raised by decision 0041), the chart aside. */
export const SCOUT_AREA_BUDGET_KB = 88

/** Sizes in KB (gzip) of the build in `outDir` (built with `build.manifest`). */
export function bundleSizes(outDir: string): BundleSizes {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const gzip = (file: string) => gzipSync(fs.readFileSync(path.join(outDir, file))).length
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
  // The app-wide spinner and toaster load on every page right after it renders (src/app/app.tsx): the shell.
  const lazyShell = (manifest[entry]!.dynamicImports ?? []).filter((k) => /toaster|loading-indicator/.test(k))
  const shell = closure([entry, ...lazyShell])
  const onDemand = /compare-radar/
  const loaded = new Set<string>()
  const areas: BundleSizes['areas'] = {}
  for (const area of ['community', 'scout', 'admin']) {
    const key = `src/app/areas/${area}-area.tsx`
    if (!manifest[key]) continue
    // The area chunk, the screens its navigation lazy-loads, and what those import — not deeper lazy chunks.
    const sections = (manifest[key].dynamicImports ?? []).filter((k) => !onDemand.test(k))
    const all = closure([entry, key, ...sections])
    for (const k of all) loaded.add(k)
    const own = new Set([...all].filter((k) => !shell.has(k)))
    areas[area] = { withShell: kb(new Set([...all, ...shell])), own: kb(own) }
  }
  const chart = Object.keys(manifest).filter((k) => onDemand.test(k))
  return {
    landing: kb(closure([entry])),
    shell: kb(shell),
    areas,
    chart: chart.length ? kb(new Set([...closure(chart)].filter((k) => !loaded.has(k)))) : undefined,
  }
}
