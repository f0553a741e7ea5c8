import type { TestClient } from './http-client'

// Test data made the way a member makes it: through the community API (so every rule the server enforces
// applies), with sensible defaults a test overrides only where it matters (`make.club({ country_id })`).
// A factory fails loudly, naming the family and the server's answer, when the record is refused.

export type Made = { uid: string; version: number } & Record<string, unknown>
type Payload = Record<string, unknown>

let serial = 0
const next = () => ++serial

/** POST /api/community/{path}; the created record, or an error with the server's answer. */
export async function makeRecord(client: TestClient, path: string, payload: Payload): Promise<Made> {
  const res = await client.inject({ method: 'POST', url: `/api/community/${path}`, payload })
  if (res.statusCode !== 201) throw new Error(`making a ${path}: ${res.statusCode} ${res.body}`)
  return res.json().data
}

const named = (what: string) => (payload: Payload) => ({ name: `${what} ${next()}`, ...payload })
const given = (payload: Payload) => payload

/** Each football family's defaults: a unique name where it has one; the rest comes from the test. */
const families = {
  country: ['country', named('Country')],
  clubCountry: ['club-country', named('Club country')],
  club: ['club', named('Club')],
  clubMember: ['club-member', named('Member')],
  clubPlayer: ['club/player', given],
  tournament: ['tournament', named('Tournament')],
  league: ['league', named('League')],
  national: ['national', named('National side')],
  nationalStaff: ['national_staff', named('Staff')],
  nationalTeam: ['national_team', named('National team')],
  nationalSquad: ['national_squad', named('Squad')],
  team: ['team', named('Team')],
  teamLeague: ['team_league', given],
  gameDay: ['game-day', named('Game day')],
  nationalMatchDay: ['national_match_day', named('Match day')],
  weekDay: ['week-day', named('Week day')],
  game: ['game', given],
  nationalGame: ['national_game', given],
  leagueGame: ['league_game', given],
  teamGame: ['team_game', given],
  moreMatches: ['more-matches', given],
  player: ['player', named('Player')],
} as const satisfies Record<string, readonly [string, (payload: Payload) => Payload]>

export type Factories = { [K in keyof typeof families]: (payload?: Payload) => Promise<Made> } & {
  /** Any family by its path, with no defaults. */
  record: (path: string, payload: Payload) => Promise<Made>
}

/** Factories that act as `client` (a signed-in community member). */
export function factories(client: TestClient): Factories {
  const make = Object.fromEntries(
    Object.entries(families).map(([key, [path, defaults]]) => [
      key,
      (payload: Payload = {}) => makeRecord(client, path, defaults(payload)),
    ]),
  )
  return {
    ...make,
    record: (path: string, payload: Payload) => makeRecord(client, path, payload),
  } as Factories
}
