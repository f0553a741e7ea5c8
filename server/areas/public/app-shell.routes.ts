import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isAppPage } from '../../../src/api/contract/terms/app-pages'

// The SPA is served from the same origin as the API (registered last, after every other route). Hashed assets are cached forever; index.html and the
// service worker never, so a new deploy is picked up; a shared link's page is not stored at all. Client routes get
// index.html, an address the app has no page at gets it with 404 (the app shows its not-found page); unknown /api
// paths get JSON.

/** Files a cache must check before each use; named as built, whichever precompressed twin (.br, .gz) leaves. */
const alwaysChecked = (name: string) =>
  name === 'index.html' || name === 'sw.js' || name.startsWith('workbox-') || name.endsWith('.webmanifest')

export const appShellRoutes = fp(
  async (app: FastifyInstance, opts: { distDir: string; production: boolean }) => {
    const hasBuild = fs.existsSync(path.join(opts.distDir, 'index.html'))
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        // dist/ holds a .br and a .gz of every text asset (config/precompress.ts): sent when accepted.
        preCompressed: true,
        // Source maps stay on the build machine in production: they would publish the source
        // (tests/api/production-source-maps.test.ts).
        allowedPath: (pathName) => !(opts.production && pathName.endsWith('.map')),
        // Told the file sent, not the file asked for: index.html leaves as index.html.br when accepted.
        setHeaders(reply, filePath) {
          const name = path.basename(filePath).replace(/\.(br|gz)$/, '')
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            reply.header('cache-control', 'public, max-age=31536000, immutable')
          // A shared link's page carries its token in the address (docs/security.md): no copy anywhere.
          else if (name === 'index.html' && reply.request.url.startsWith('/shared/'))
            reply.header('cache-control', 'no-store')
          else if (alwaysChecked(name)) reply.header('cache-control', 'no-cache')
          else reply.header('cache-control', 'public, max-age=3600')
        },
      })
    }

    app.setNotFoundHandler((request, reply) => {
      const pathOnly = request.url.split('?')[0] ?? ''
      // A page is an address without a file extension: a missing asset (or a refused .map) is a 404, not the app.
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathOnly.startsWith('/api/') &&
        !/\.[a-z0-9]{1,12}$/i.test(pathOnly)
      // The public pages are rendered by their own routes (areas/public/pages.routes.ts); every other page is
      // the app shell.
      if (wantsPage && hasBuild) {
        // A shared link's page is for its recipient only: never indexed, its token never sent on as a referrer.
        if (pathOnly.startsWith('/shared/'))
          reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer')
        if (!isAppPage(pathOnly)) reply.status(404)
        return reply.type('text/html').sendFile('index.html')
      }
      return reply
        .status(404)
        .send({ message: `No such endpoint: ${request.method} ${pathOnly}`, code: 'NOT_FOUND' })
    })
  },
)
