import type { RouteOptions } from 'fastify'
import { type App, buildApp } from '../../server/app'
import { authPaths } from '../../src/api/contract/terms/paths'
import { type Role, roles } from '../../src/api/contract/terms/roles'
import { TestClient } from './http-client'
import { buildTestApp, TEST_PASSWORD, type TestApp } from './test-app'

// The app's whole /api route table, as registered, with a signed-in client per role and an anonymous one: for
// tests that walk every route (the route × role matrix, the contract fuzz).

export interface SeenRoute {
  method: string
  url: string
  auth: string
}

export interface RouteWalk {
  t: TestApp
  app: App
  routes: SeenRoute[]
  clients: Record<Role | 'anonymous', TestClient>
  /** A second signed-in account per role (with `otherAccounts`): another scout reusing a scout's uid. */
  others: Partial<Record<Role, TestClient>>
  close: () => Promise<void>
}

export interface WalkOptions {
  /** Where the served pages come from (an index.html): the app serves none without one. */
  distDir?: string
  otherAccounts?: boolean
}

export async function walkableApp(options: WalkOptions = {}): Promise<RouteWalk> {
  const t = await buildTestApp()
  const routes: SeenRoute[] = []
  const app = await buildApp({
    config: options.distDir ? { ...t.config, distDir: options.distDir } : t.config,
    database: t.database,
    logger: false,
    onRoute: (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method))
        if (route.url.startsWith('/api/') && method !== 'HEAD')
          routes.push({ method, url: route.url, auth: (route.config as { auth?: string })?.auth ?? 'none' })
    },
  })
  await app.ready()
  const signedIn = async (role: Role) => {
    const account = await t.createUser(role)
    const client = new TestClient(app)
    const res = await client.inject({
      method: 'POST',
      url: authPaths(role).login,
      payload: { email: account.email, password: TEST_PASSWORD },
    })
    if (res.statusCode !== 200) throw new Error(`login ${role}: ${res.body}`)
    return client
  }
  const clients = { anonymous: new TestClient(app) } as RouteWalk['clients']
  const others: RouteWalk['others'] = {}
  for (const role of roles) {
    clients[role] = await signedIn(role)
    if (options.otherAccounts) others[role] = await signedIn(role)
  }
  return {
    t,
    app,
    routes,
    clients,
    others,
    close: async () => {
      await app.close()
      await t.close()
    },
  }
}

/** A route's address with its parameters filled in (a well-formed uid unless a value is given). */
export const concreteUrl = (url: string, value = '01900000-0000-7000-8000-000000000001') =>
  url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value)).replace(/\*$/, 'x')

/** Signing out (every role's logout is a public route) would end the walking clients' own sessions. */
export const endsTheSession = (url: string) => /\/logout(_all)?$/.test(url)
