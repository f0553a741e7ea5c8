import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { apiDocsPaths } from '../../src/api/contract/terms/paths'
import { escapeHtml } from '../http/escape-html'

// The API reference, generated from the routes as they register: each route's method, path, role
// (`config.auth`), route flags and its zod schemas turned into JSON Schema by zod's own `z.toJSONSchema`. The
// public area serves it outside production as OpenAPI 3.1 at GET /api/docs and as a plain page at
// GET /api/docs/index.html (areas/public/api-docs.routes.ts), so the reference can never drift from the
// contract the server enforces. Register before the areas.

interface Operation {
  method: string
  path: string
  auth: string
  flags: string[]
  schemas: Partial<Record<'params' | 'querystring' | 'body' | 'multipart', unknown>>
}

const jsonSchemaOf = (schema: unknown) => {
  if (!(schema instanceof z.ZodType)) return undefined
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  } catch {
    return { description: 'not representable as JSON Schema' }
  }
}

function operationsOf(route: RouteOptions): Operation[] {
  if (!route.url.startsWith('/api') || route.url.startsWith(apiDocsPaths.json)) return []
  const config = (route.config ?? {}) as Record<string, unknown>
  const schema = (route.schema ?? {}) as Record<string, unknown>
  const flags = ['idempotent', 'rateLimit', 'upload', 'sameSiteOnly'].filter((flag) => config[flag])
  return [route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .map((method) => ({
      method: method.toLowerCase(),
      path: route.url.replace(/:(\w+)/g, '{$1}'),
      auth: String(config.auth ?? 'public'),
      flags,
      schemas: {
        params: jsonSchemaOf(schema.params),
        querystring: jsonSchemaOf(schema.querystring),
        body: jsonSchemaOf(schema.body),
        multipart: jsonSchemaOf(config.multipart),
      },
    }))
}

type JsonObject = { properties?: Record<string, unknown>; required?: string[] }

function parameters(where: 'path' | 'query', schema: unknown) {
  const object = schema as JsonObject | undefined
  return Object.entries(object?.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object?.required ?? []).includes(name),
    schema: property,
  }))
}

function openApiDocument(operations: Operation[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of operations) {
    const body = op.schemas.body ?? op.schemas.multipart
    paths[op.path] ??= {}
    paths[op.path]![op.method] = {
      tags: [op.path.split('/')[2] ?? 'api'],
      'x-auth': op.auth,
      ...(op.flags.length ? { 'x-flags': op.flags } : {}),
      security: op.auth === 'public' ? [] : [{ [op.auth]: [] }],
      parameters: [...parameters('path', op.schemas.params), ...parameters('query', op.schemas.querystring)],
      ...(body
        ? {
            requestBody: {
              content: {
                [op.schemas.multipart ? 'multipart/form-data' : 'application/json']: { schema: body },
              },
            },
          }
        : {}),
      responses: {
        default: { description: '`{ data }` on success; `{ message, code, issues? }` on failure' },
      },
    }
  }
  const cookie = (role: string) => ({ type: 'apiKey', in: 'cookie', name: `sid_${role}` })
  return {
    openapi: '3.1.0',
    info: { title: 'Scoutline API', version: '1', description: 'Generated from the zod contract.' },
    components: {
      securitySchemes: { admin: cookie('admin'), community: cookie('community'), scout: cookie('scout') },
    },
    paths,
  }
}

/** The names of the fields an operation takes (body, upload fields or query), for the readable page. */
const fieldsOf = (op: Operation) =>
  Object.keys(
    ((op.schemas.body ?? op.schemas.multipart ?? op.schemas.querystring) as JsonObject)?.properties ?? {},
  )

function page(operations: Operation[]) {
  const rows = operations
    .map(
      (op) =>
        `<tr><td>${op.method.toUpperCase()}</td><td><code>${escapeHtml(op.path)}</code></td><td>${op.auth}</td>` +
        `<td>${op.flags.join(', ')}</td><td>${escapeHtml(fieldsOf(op).join(', '))}</td></tr>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scoutline API</title></head><body>
<h1>Scoutline API</h1><p>${operations.length} operations. Machine-readable: <a href="/api/docs">OpenAPI 3.1 JSON</a>.</p>
<table><thead><tr><th>method</th><th>path</th><th>who</th><th>flags</th><th>fields</th></tr></thead>
<tbody>${rows}</tbody></table></body></html>`
}

/** The API reference as the routes registered it: the OpenAPI document and its readable page. */
export interface ApiReference {
  document(): ReturnType<typeof openApiDocument>
  page(): string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present outside production only (server/app.ts); served by areas/public/api-docs.routes.ts. */
    apiReference?: ApiReference
  }
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const operations: Operation[] = []
  app.addHook('onRoute', (route) => void operations.push(...operationsOf(route)))
  const sorted = () => [...operations].sort((a, b) => a.path.localeCompare(b.path))
  app.decorate('apiReference', {
    document: () => openApiDocument(sorted()),
    page: () => page(sorted()),
  } satisfies ApiReference)
})
