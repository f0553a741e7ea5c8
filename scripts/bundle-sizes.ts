import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { bundleSizes } from './bundle-closure'

// What each part of the app costs a visitor in JavaScript (gzip): builds the app into a temp dir and reads the
// chunk graph (bundle-closure.ts says what is counted).
//   npm run size

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'))
try {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', out], {
    stdio: 'ignore',
  })
  const sizes = bundleSizes(out)
  const kb = (n: number) => `${n.toFixed(1)} KB gzip`
  // A server-rendered public page runs only this until it is used (decision 0066).
  const boot = zlib.gzipSync(fs.readFileSync(path.join(out, 'boot.js')), { level: 9 }).length / 1024
  console.log(`a public page before its first use (boot.js): ${kb(boot)}`)
  console.log(`landing (entry, static imports): ${kb(sizes.landing)}`)
  console.log(`shell every page loads (the landing, then spinner and toaster): ${kb(sizes.shell)}`)
  for (const [area, size] of Object.entries(sizes.areas))
    console.log(`${area} area: ${kb(size.withShell)} with the shell, ${size.own.toFixed(1)} KB of its own`)
  if (sizes.chart !== undefined)
    console.log(`Compare's chart (on demand, beyond the scout area): ${kb(sizes.chart)}`)
} finally {
  fs.rmSync(out, { recursive: true, force: true })
}
