import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

// After the build, every text asset gets a Brotli (.br) and a gzip (.gz) twin, compressed once at the highest
// levels, which the server sends to browsers that accept them (@fastify/static preCompressed) — no compression
// work per request, and the landing page's 225 KiB of text cut to a fraction.

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      for (const file of files(outDir)) {
        if (!TEXT.test(file) || file.endsWith('.map')) continue
        const data = fs.readFileSync(file)
        if (data.length < 1024) continue
        const br = await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        fs.writeFileSync(`${file}.br`, br)
        fs.writeFileSync(`${file}.gz`, await gzip(data, { level: 9 }))
      }
    },
  }
}
