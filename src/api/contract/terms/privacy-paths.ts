import { apiBase } from './paths'

// The calls that answer for personal data (docs/privacy.md): who read a minor's record, a person's data as one
// file, an erasure, the retention setting, and each account's own copy and deletion. Without zod, like the other
// path tables (decision 0032).

const admin = apiBase.admin
export const privacyPaths = {
  /** GET ?q=name: the players an admin may be asked about, found by name as the community finds them. */
  playerSearch: `${admin}/people/players`,
  /** The scouts' reads of a minor's record, for the community that keeps it. */
  communityAccessLog: (id: string) => `${apiBase.community}/player/${id}/access-log`,
  /** The same for an admin. */
  adminAccessLog: (id: string) => `${admin}/people/player/${id}/access-log`,
  /** Everything held about a player, as one ZIP of JSON files (and his media). */
  playerExport: (id: string) => `${admin}/people/player/${id}/export`,
  /** POST {reason}: his identifying data replaced everywhere, his games kept anonymous. */
  playerErase: (id: string) => `${admin}/people/player/${id}/erase`,
  accountExport: (id: string) => `${admin}/people/account/${id}/export`,
  accountErase: (id: string) => `${admin}/people/account/${id}/erase`,
  /** GET, PUT: how long a deleted account's audit lines are kept. */
  settings: `${admin}/privacy-settings`,
  /** A signed-in account's own data (GET) and its deletion (DELETE /profile, password confirmed). */
  ownExport: (role: 'scout' | 'community') => `${apiBase[role]}/profile/export`,
  ownProfile: (role: 'scout' | 'community') => `${apiBase[role]}/profile`,
  /** A scout's notes and reports whose mention of an erased player was replaced, newest first. */
  erasureNotices: `${apiBase.scout}/erasure-notices`,
  /** PUT: keep a guardian's contacts after the player's 18th birthday (the retention job otherwise clears them). */
  guardianRenewal: (id: string) => `${apiBase.community}/player/${id}/guardian-contacts`,
} as const
