import { describe, expect, it } from 'vitest'
import { route } from '../../server/routes/route-path'
import { publicPaths } from '../../src/api/contract/schemas/public-site'
import { adminPaths } from '../../src/api/contract/terms/admin-paths'
import { footballPaths } from '../../src/api/contract/terms/football-paths'
import {
  authPaths,
  healthPath,
  paymentPaths,
  scoutListPaths,
  scoutPlayerPaths,
} from '../../src/api/contract/terms/paths'

// The server registers each route at the path the client calls, read from the same path-table entry: the
// entry's URL under its area's prefix, its parameter named as Fastify takes it.

describe('route(): a path-table entry as the route its area registers', () => {
  it('takes a URL under its area prefix', () => {
    expect(route(scoutPlayerPaths.hotPlayers)).toBe('/hot-players')
    expect(route(authPaths('community').logoutAll)).toBe('/logout_all')
    expect(route(adminPaths.scoutCount)).toBe('/scout/count')
    expect(route(footballPaths('club/player', 'scout').search)).toBe('/club/player/search')
  })

  it('names the parameter of an entry that takes one', () => {
    expect(route(scoutPlayerPaths.profile)).toBe('/profile/:id')
    expect(route(adminPaths.scoutDisabled)).toBe('/scout/:id/disabled')
    expect(route(footballPaths('game-day').one)).toBe('/game-day/:id')
  })

  it('names it even when the entry encodes it', () => {
    expect(route(publicPaths.news, 'slug')).toBe('/public/news/:slug')
    expect(publicPaths.news('a b')).toBe('/api/public/news/a%20b')
  })

  it('takes the public area under /api, and a page outside /api from the root', () => {
    expect(route(healthPath)).toBe('/health')
    expect(route(paymentPaths.webhook)).toBe('/payments/webhook')
    expect(route(paymentPaths.sandboxCheckout, 'ref')).toBe('/checkout/sandbox/:ref')
  })

  it('takes a list entry with the player as its second parameter', () => {
    expect(route(scoutListPaths.entry)).toBe('/lists/:id/players/:uid')
    expect(scoutListPaths.entry('l1', 'p1')).toBe('/api/scout/lists/l1/players/p1')
  })

  it('refuses an entry that does not place its parameter once', () => {
    expect(() => route(() => '/api/scout/player')).toThrow(/take its id once/)
    expect(() => route((id) => `/api/scout/${id}/${id}`)).toThrow(/once/)
    expect(() => route('api/scout/player')).toThrow(/start with \//)
  })
})
