import { z } from 'zod'
import {
  MOMENT_NAME_MAX,
  MOMENT_TAG_MAX,
  PICTURE_NAME_MAX,
  PLAYER_DOCUMENT_NAME_MAX,
} from '../terms/writing-limits'
import { uid } from './common'

// Player media (docs/spec.md#player-calls): profile picture, gallery images, PDF reports, video events and the players
// in them. Gallery images and video events also belong to clubs, tournaments, leagues and national sides: their `{id}`
// is the owner's uid, whichever family it is. Files follow docs/security.md's table (limits below).

// The paths live with the other path tables, where screens read them without zod.
export { mediaPaths } from '../terms/paths'

const MB = 1024 * 1024
export const uploadLimits = {
  picture: { bytes: 10 * MB, pixels: 40_000_000, types: ['image/jpeg', 'image/png', 'image/webp'] },
  report: { bytes: 20 * MB, types: ['application/pdf'] },
  video: { bytes: 500 * MB, types: ['video/mp4', 'video/webm'] },
} as const
export type UploadKind = keyof typeof uploadLimits

/** Multipart field names: the file part and the text parts sent with it. */
export const uploadFields = { picture: 'pic', report: 'report', video: 'video' } as const

/** An upload whose form carries no text fields besides the file (route `config.multipart`). */
export const noFields = z.object({})

/** What a stored file looks like on the wire. */
export interface StoredFile {
  uid: string
  url: string
  thumb: string | null
  mime: string
  size: number
  width: number | null
  height: number | null
}

export const ownerKinds = ['player', 'club', 'tournament', 'league', 'national'] as const
export type OwnerKind = (typeof ownerKinds)[number]

export interface GalleryImage {
  uid: string
  owner_id: string
  owner_kind: OwnerKind
  name: string | null
  pic: string
  thumb: string | null
  created_at: string
}

/** POST gallery_image (multipart): the text fields beside the `pic` file. */
export const galleryFields = z.object({
  owner_id: uid,
  name: z.string().trim().max(PICTURE_NAME_MAX).optional(),
  uid: uid.optional(),
})

/** POST player_report/{id} (multipart, `report` file): {id} is a player; `game_id` makes it a per-game report. */
export const playerDocumentFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Give the report a name' })
    .max(PLAYER_DOCUMENT_NAME_MAX)
    .optional(),
  game_id: uid.optional(),
  uid: uid.optional(),
})

export interface PlayerDocument {
  uid: string
  player_id: string | null
  game_id: string | null
  name: string
  url: string
  size: number
  created_at: string
}

export const videoProviders = ['local', 'vimeo'] as const

/** POST video_event/{id}: a tagged moment of a video, `time` in seconds from the start. */
export const videoEventBody = z.object({
  uid: uid.optional(),
  video_id: z.string().trim().min(1, { message: 'video_id is required' }).max(120),
  provider: z.enum(videoProviders, { message: 'provider is local or vimeo' }).default('local'),
  name: z.string().trim().min(1, { message: 'Name the event' }).max(MOMENT_NAME_MAX),
  event_tag: z.string().trim().max(MOMENT_TAG_MAX).nullable().optional(),
  time: z
    .number({ message: 'time is the number of seconds from the start of the video' })
    .int({ message: 'time is a whole number of seconds' })
    .min(0, { message: 'time cannot be negative' })
    .max(24 * 3600),
})
export type VideoEventBody = z.infer<typeof videoEventBody>

export interface VideoEvent {
  uid: string
  owner_id: string
  owner_kind: OwnerKind
  provider: (typeof videoProviders)[number]
  video_id: string
  /** Where to play it: our file URL for local videos, the Vimeo player for Vimeo ids. */
  video_url: string
  name: string
  event_tag: string | null
  time: number
  players: string[]
  created_at: string
}

/** POST event_player: the players involved in a video event (replaces the list). */
export const eventPlayerBody = z.object({
  video_event_id: uid,
  players: z
    .array(uid, { message: 'players must be a list of player uids' })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'players lists the same uid twice' }),
})
export type EventPlayerBody = z.infer<typeof eventPlayerBody>

export interface EventPlayer {
  uid: string
  name: string
  main_position: string | null
  pic: string | null
}

/** GET media/vimeo_token without `size`: whether Vimeo uploads are offered (200 either way). */
export interface VimeoStatus {
  provider: 'vimeo'
  configured: boolean
}

/** GET media/vimeo_token?size=<bytes>: a one-off tus upload link straight to Vimeo. */
export interface VimeoUploadTicket {
  provider: 'vimeo'
  upload_link: string
  video_id: string
  expires_at: string
}
