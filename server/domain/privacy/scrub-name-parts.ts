import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'

// An erased player's first or last name alone ("Quentin should start", "ask Erasmoor's coach") in what was
// written ABOUT him: his notes, reports, their earlier versions and the club threads on him (decision 0057).
// Everywhere else only his whole name is replaced (scrub-text.ts): "Quentin" in a note on another player is that
// other player's business. Done here, not in SQL, because a name's word boundaries are Unicode letters
// ("Müller" inside "Thomas-Müllers"), which the database's regular expressions read by its locale.

/** The parts of a name worth taking out alone: capitalised words of three letters or more ("van", "da" stay). */
export function nameParts(...names: (string | null | undefined)[]): string[] {
  const parts = names.flatMap((n) => (n ?? '').split(/[\s\-‐–—.,']+/u))
  return [...new Set(parts.filter((p) => p.length >= 3 && /^\p{Lu}/u.test(p)))].sort(
    (a, b) => b.length - a.length,
  )
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each part, as a whole word and in any case, replaced by `instead`. */
export function replaceParts(text: string, parts: readonly string[], instead: string): string {
  if (parts.length === 0) return text
  const words = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${parts.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  )
  return text.replace(words, instead)
}

/** Every string inside a JSON value, parts replaced. */
const replaceInJson = (value: unknown, parts: readonly string[], instead: string): unknown =>
  typeof value === 'string'
    ? replaceParts(value, parts, instead)
    : Array.isArray(value)
      ? value.map((v) => replaceInJson(v, parts, instead))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceInJson(v, parts, instead)]))
        : value

/** The texts about one player (each table's `player_uid` says whom it is about). */
const ABOUT_HIM = [
  { table: 'scout_notes', column: 'text' },
  { table: 'scout_reports', column: 'summary' },
  { table: 'workspace_comments', column: 'body' },
] as const

/**
 * The name's parts taken out of the texts about player `uid`; answers the notes and reports changed (their owners
 * are told, as for the whole name).
 */
export async function scrubNamePartsAbout(
  tx: Executor,
  uid: string,
  parts: readonly string[],
  instead: string,
) {
  const changed: { table: string; uid: string }[] = []
  if (parts.length === 0) return changed
  for (const { table, column } of ABOUT_HIM) {
    const rows = await tx.execute<{ uid: string; text: string }>(
      sql`select uid::text as uid, ${sql.identifier(column)} as text from ${sql.identifier(table)}
        where player_uid = ${uid}`,
    )
    for (const row of rows.rows) {
      const text = replaceParts(row.text, parts, instead)
      if (text === row.text) continue
      await tx.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${text} where uid = ${row.uid}`,
      )
      changed.push({ table, uid: row.uid })
    }
  }
  // A report's earlier versions keep what it said: they say it without him too.
  const versions = await tx.execute<{ report_uid: string; version: number; snapshot: unknown }>(
    sql`select v.report_uid::text as report_uid, v.version, v.snapshot from scout_report_revisions v
      join scout_reports r on r.uid = v.report_uid where r.player_uid = ${uid}`,
  )
  for (const v of versions.rows) {
    const snapshot = replaceInJson(v.snapshot, parts, instead)
    if (JSON.stringify(snapshot) === JSON.stringify(v.snapshot)) continue
    await tx.execute(sql`update scout_report_revisions set snapshot = ${JSON.stringify(snapshot)}::jsonb
      where report_uid = ${v.report_uid} and version = ${v.version}`)
    if (!changed.some((c) => c.uid === v.report_uid))
      changed.push({ table: 'scout_reports', uid: v.report_uid })
  }
  return changed
}
