import { z } from 'zod'
import type { KeyNumbers } from '../terms/player-stats'
import { genders } from '../terms/players'
import type { Recruitment } from '../terms/recruitment'
import { pageQuery, uid } from './common'
import type { privatePlayerFields } from './player-fields'
import type { Player } from './players'

// The players as a scout sees them (docs/api/scout.md#players): a list filtered by uid, country and gender, one
// profile, name search, and the scout's own shortlist. Every player a scout sees carries `is_shortlisted` for THAT
// scout. A scout never sees a player's or guardian's contact details: those stay with the community that keeps them.

/**
 * GET player: `country_id` is the player's nationality (the spec's name for it); `club_id` the current club (a
 * club's page in Browse lists its players by it).
 */
export const scoutPlayerListQuery = pageQuery.extend({
  uid: uid.optional(),
  country_id: uid.optional(),
  club_id: uid.optional(),
  gender: z.enum(genders, { message: 'Gender is male or female' }).optional(),
})
export type ScoutPlayerListQuery = z.infer<typeof scoutPlayerListQuery>

export const setShortlistBody = z.object({
  uid,
  is_shortlisted: z.boolean({ message: 'is_shortlisted is true or false' }),
})
export type SetShortlistBody = z.infer<typeof setShortlistBody>

export type ScoutPlayer = Omit<Player, (typeof privatePlayerFields)[number]> & {
  is_shortlisted: boolean
  /** When this scout shortlisted the player (in the shortlist only). */
  shortlisted_at?: string
  /** In the profile: the recruitment values with their sources, the scout's club's over the community's. */
  recruitment?: Recruitment
  /** In lists that carry them (filter, shortlist). */
  stats?: KeyNumbers
  /**
   * A minor (under 18) is shown by his age band ("U16") and year of birth: his `date_of_birth` and `age` are
   * null, and his `pic` too unless his guardian agreed to photos (docs/privacy.md).
   */
  age_band?: string
  birth_year?: number
  /**
   * False for a list's entry whose player scouts may no longer see (a minor whose guardian's consent was
   * withdrawn): the entry keeps his uid and says "Not available", every other field empty.
   */
  available?: false
}

/**
 * The numbers a list shows beside a player (POST filter, GET shortlisted), over the games whose sheet places
 * him; goals over every sheet. A number no sheet of his records is null (decision 0056): a player known only
 * as a scorer (an imported sheet without line-ups) has goals and nothing else, a player no sheet names has
 * no goal and nothing else recorded.
 */
export type ScoutPlayerWithNumbers = ScoutPlayer & { stats: KeyNumbers }

/** One game of a player's career as the game sheet records it (GET matches_played/{id}). */
export interface MatchPlayed {
  game_uid: string
  date: string | null
  season: string | null
  competition: string
  status: string
  team: string | null
  opponent: string | null
  /** The player's side first: [for, against]; null while the game has no score. */
  score: [number, number] | null
  /**
   * Whether the sheet has this side's line-up. Imported sheets often hold only the scorers: then whether the
   * player started and how long they played are unknown, and `started` and `minutes` are null — never a guess.
   * So are his assists, cards and man of the match: such a sheet records goals only (decision 0056).
   */
  lineup_recorded: boolean
  started: boolean | null
  minutes: number | null
  goals: number
  assists: number | null
  yellow_cards: number | null
  red_cards: number | null
  motm: boolean | null
}

/** GET hot-players: how many to return (the best first). */
export const hotPlayersQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) })

/** A hot player: the scout's view of the player, and why it is hot (decision 0015). */
export type HotPlayer = ScoutPlayer & {
  hot: { matches: number; goals: number; assists: number; scouts: number; reason: string }
}

/** GET player_video?uid=: the videos a player's tagged moments come from. */
export const playerVideoQuery = z.object({ uid })
