import type { CareerStats, KeyNumbers } from './player-stats'
import type { ListStatus, Recommendation, SeenHow } from './scouting'

// A scout's read-only links (docs/decisions/0046-files-and-share-links.md), in words and types only (no zod: the
// scout's screens read them without loading the validator, decision 0032): a list or a player's card, for 1–30 days,
// optionally mailed to one person. The link's address is shown once, when it is made (only a hash of its token is
// kept); the scout sees every link with how often it was opened, and withdraws any at once.

export const SHARE_DAYS_MAX = 30
export const SHARE_DAYS_DEFAULT = 7
export const shareKinds = ['list', 'player'] as const
export type ShareKind = (typeof shareKinds)[number]

export type ShareState = 'active' | 'expired' | 'withdrawn'

export interface ShareLink {
  id: string
  kind: ShareKind
  /** What it shows: the list's or the player's name (null once the list is gone). */
  target: { id: string; name: string | null }
  email: string | null
  expires_at: string
  revoked_at: string | null
  state: ShareState
  opens: number
  last_opened_at: string | null
  created_at: string
}

/** POST shares: the link's address, given this once. */
export interface CreatedShare {
  id: string
  url: string
  expires_at: string
}

export interface SharedPlayer {
  uid: string
  name: string | null
  main_position: string | null
  age: number | null
  /** A minor: his age band ("U16") and year of birth, his age and birth date null (docs/privacy.md). */
  age_band?: string
  birth_year?: number
  nationality: string | null
  current_club: string | null
}

export interface ShareLinkCard {
  player: SharedPlayer & {
    positions: string[]
    date_of_birth: string | null
    height_cm: number | null
    preferred_foot: string | null
    pic: string | null
  }
  career: CareerStats[]
  ratings: { label: string; value: number }[]
  report: {
    recommendation: Recommendation
    seen_on: string
    seen_how: SeenHow
    template: string
    scale: number
    criteria: { label: string; rating: number }[]
    summary_html: string
  } | null
}

/** GET /api/shared/{token}: what was shared and nothing else — no notes, no other lists, no enquiry. */
export interface SharedView {
  kind: ShareKind
  shared_by: { name: string; organisation: string | null }
  expires_at: string
  list?: {
    name: string
    entries: {
      player: SharedPlayer & { stats: KeyNumbers }
      status: ListStatus
      recommendation: Recommendation | null
    }[]
  }
  card?: ShareLinkCard
}
