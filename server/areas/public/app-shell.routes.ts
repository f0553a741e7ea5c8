import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// The SPA is served from the same origin as the API (registered last, after every other route). Hashed assets are cached forever; index.html and the
// service worker never, so a new deploy is picked up. Client routes get index.html; unknown /api paths get JSON.

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
        setHeaders(res, filePath) {
          const name = path.basename(filePath)
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            res.header('cache-control', 'public, max-age=31536000, immutable')
          else if (
            name === 'index.html' ||
            name === 'sw.js' ||
            name.startsWith('workbox-') ||
            name.endsWith('.webmanifest')
          )
            res.header('cache-control', 'no-cache')
          else res.header('cache-control', 'public, max-age=3600')
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
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html')
      }
      return reply
        .status(404)
        .send({ message: `No such endpoint: ${request.method} ${pathOnly}`, code: 'NOT_FOUND' })
    })
  },
)
