import { z } from 'zod'
import { genders } from '../terms/players'
import { SEARCH_MAX } from '../terms/writing-limits'
import { pageQuery, uid } from './common'

// Building blocks of every football family's contract (community area). Isomorphic.

/** Every stored football record carries these, whatever its family. */
export interface RecordMeta {
  uid: string
  /** Optimistic concurrency: 1 when created, +1 per update; send it back with PUT/DELETE. */
  version: number
  created_at: string
  updated_at: string
}

/** A field the client may send as null to clear it; forms leave empty fields out entirely. */
export const text = (max = 120) => z.string().trim().max(max).nullable().optional()
export const name = z.string().trim().min(1, { message: 'Name is required' }).max(160)
/** A reference to another record: a uid, or null to clear it. */
export const ref = uid.nullable().optional()
export const isoDate = z.iso.date({ message: 'Use a date like 2026-06-11' })
export const dateField = isoDate.nullable().optional()
export const season = z.string().trim().max(20).nullable().optional()
/** Stored pictures are served by our own uploads (relative paths) or an https URL; nothing else renders. */
/**
 * A picture: one of our stored pictures (`/api/files/<32 hex>[-thumb].<jpg|png|webp>`, as an upload answers it) or
 * an https URL. Never any other path of this site: `/api/community/logout` as a picture would sign out everyone
 * who opens the list (tests/api/picture-addresses-and-logout.test.ts).
 */
export const pic = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/api\/files\/[0-9a-f]{32}(-thumb)?\.(jpg|png|webp)|https:\/\/[^\s"'<>]+)$/, {
    message: 'A picture is an uploaded picture or an https address',
  })
  .nullable()
  .optional()
export const smallInt = (min: number, max: number) => z.number().int().min(min).max(max).nullable().optional()
export const uidList = (what: string) =>
  z
    .array(uid, { message: `${what} must be a list of uids` })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: `${what} lists the same uid twice` })

export const gender = z.enum(genders, { message: 'Gender is male or female' }).nullable().optional()

/** The version a change was based on (also accepted as an `If-Match` header). */
export const version = z.number().int().min(1)
export const versionBody = z.object({ version: version.optional() })
export type VersionBody = z.infer<typeof versionBody>

export const searchQuery = pageQuery.extend({
  q: z.string().trim().min(1, { message: 'Type something to search for' }).max(SEARCH_MAX),
})
export type SearchQuery = z.infer<typeof searchQuery>

/** A list query: page, limit, q, plus uid filters by parent (e.g. `country_id`). */
export const listQuery = <K extends string>(filters: readonly K[]) =>
  pageQuery.extend(
    Object.fromEntries(filters.map((k) => [k, uid.optional()])) as Record<K, z.ZodOptional<typeof uid>>,
  )

type Shape = z.ZodRawShape
/**
 * One family's contract from its field object: create (optional client `uid`), update (every field optional,
 * plus the `version` it was based on) and list query. `check` adds cross-field rules to create and update.
 */
export function familyContract<S extends Shape, K extends string = never>(
  fields: z.ZodObject<S>,
  filters: readonly K[] = [],
  check?: (value: Record<string, unknown>, ctx: z.RefinementCtx, mode: 'create' | 'update') => void,
) {
  const create = fields.extend({ uid: uid.optional() })
  const update = fields.partial().extend({ version: version.optional() })
  return {
    fields,
    create: check
      ? create.superRefine((v, ctx) => check(v as Record<string, unknown>, ctx, 'create'))
      : create,
    update: check
      ? update.superRefine((v, ctx) => check(v as Record<string, unknown>, ctx, 'update'))
      : update,
    list: listQuery(filters),
    filters,
  }
}

/** A family's wire record: its fields, always present (null when unset), plus the record metadata. */
export type WireOf<S extends z.ZodObject> = RecordMeta & {
  [K in keyof z.output<S>]-?: Exclude<z.output<S>[K], undefined> | null
}
