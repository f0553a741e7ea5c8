import Fastify from 'fastify'

// The yardstick of `npm run bench`: a bare Fastify answering what GET /api/health answers, no plugins, no
// logger, in its own process (port from the command line). Every route of the app is reported as a share of it.

const app = Fastify({ logger: false })
app.get('/api/health', async () => ({ data: { status: 'ok' } }))
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' })
console.log('listening')
