import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { ADULT_AGE, ageBand } from '../../../src/api/contract/terms/consent'
import type { Executor } from '../../db/client'
import { preparedRead } from '../../db/reads/prepared'
import { players } from '../../db/schema/index'
import { recordNotFound } from '../support/versioned-update'

// THE rule that keeps minors from scouts without a guardian's consent (docs/decisions/0054-minors-consent-gate.md):
// a player under 18 today — worked out from his birth date at each read, never stored, so he leaves the rule on
// his birthday without a write — is seen by scouts only when consent is recorded (consent.ts). Every scout read
// of players applies `seenByScouts` (a page's condition, a uid's check), and every scout answer that shows a
// minor writes him through `minorAsSeen` / `minorSeenJson`: an age band and at most his year of birth, never his
// birth date, and no photo without the guardian's consent to photos. A player without a birth date is not known
// to be a minor and is shown as before.

const adult = sql.raw(String(ADULT_AGE))

/** What a scout reads in place of a player he may not see (a list's entry, a game sheet's name). */
export const NOT_AVAILABLE = 'Not available'

/** Under 18 today (null when the birth date is unknown). */
export const isMinor = (born: SQLWrapper): SQL =>
  sql`(${born} > current_date - make_interval(years => ${adult}))`

/**
 * The player `uid` (born `born`, as the read has them in view) may be shown to a scout. The consent is looked up
 * only for a minor, by the players' key: a read that finds its page in an index of birth dates stays an
 * index-only read for the adults.
 */
export const seenByScouts = (uid: SQLWrapper, born: SQLWrapper): SQL =>
  sql`(not coalesce(${isMinor(born)}, false) or exists (select 1 from ${players} consented
    where consented.uid = ${uid} and consented.consent_given))`

/**
 * The same rule for a read whose every row is a minor (an age band below 18, scouting/player-filter/plan.ts
 * asksMinorsOnly): the consent is also asked of the row in view, so that PostgreSQL may start from the consented
 * players' index — the few a scout can see among the many minors of a band. Only there: it would also hide an
 * adult without a recorded consent (too much, never too little).
 */
export const seenMinorsOnly = (uid: SQLWrapper, born: SQLWrapper): SQL =>
  sql`(${players.consentGiven} and ${seenByScouts(uid, born)})`

/** A player's name (his uid, birth date and name as the read has them) as a scout reads it. */
export const seenName = (uid: SQLWrapper, born: SQLWrapper, name: SQLWrapper) =>
  sql<string>`case when ${seenByScouts(uid, born)} then ${name} else ${NOT_AVAILABLE} end`

/** The name of the player in view (`players`) as a scout reads it: "Not available" for a minor hidden from him. */
export const nameSeenByScouts = seenName(players.uid, players.dateOfBirth, players.name)

/** The picture of the player in view (`players`) as a scout reads it: none for a minor without consent to photos. */
export const picSeenByScouts = sql<
  string | null
>`case when coalesce(${isMinor(players.dateOfBirth)}, false) and not ${players.consentPhotos} then null else ${players.pic} end`

const hiddenOne = preparedRead('player_hidden_from_scouts', (db) =>
  db
    .select({ uid: players.uid })
    .from(players)
    .where(
      sql`${eq(players.uid, sql.placeholder('player'))} and not ${seenByScouts(players.uid, players.dateOfBirth)}`,
    ),
)

/**
 * Before a scout reads anything about a record by its uid (a player, or what may be one: a gallery's owner): 404,
 * the answer for no player at all, when it is a minor without consent — a scout cannot tell the two apart. Any
 * other uid passes, to be found or not by the read itself.
 */
export async function refuseHiddenMinor(db: Executor, uid: string): Promise<void> {
  if ((await hiddenOne(db, { player: uid })).length > 0) throw recordNotFound('player', uid)
}

/** The fields a minor's scout view changes. */
interface Shown {
  age: number | null
  date_of_birth: string | null
  pic: string | null
  thumb: string | null
  consent_photos?: boolean | null
}

/**
 * A player record (read whole, contact fields still in it) made fit for a scout when he is a minor: his age band
 * and year of birth instead of his age and birth date, his photo only with the guardian's consent to photos. The
 * band and year come right after `age`, as minorSeenJson writes them. An adult is left as he is.
 */
export function minorAsSeen<T extends Shown>(player: T): T & { age_band?: string; birth_year?: number } {
  const band = ageBand(player.age)
  if (!band || !player.date_of_birth) return player
  const seen: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(player)) {
    seen[key] = value
    if (key === 'age') {
      seen.age = null
      seen.age_band = band
      seen.birth_year = Number(player.date_of_birth.slice(0, 4))
    }
  }
  seen.date_of_birth = null
  if (!player.consent_photos) {
    seen.pic = null
    seen.thumb = null
  }
  return seen as unknown as T & { age_band: string; birth_year: number }
}

/** A minor's age band in SQL, as `ageBand` words it: "U16" for a boy of 15. */
const bandOf = (yearsOld: SQL) => sql`'U' || (${yearsOld} + 1)`
/** The year of birth a scout may read of a minor. */
const yearOf = (born: SQLWrapper) => sql`extract(year from ${born})::int`

/**
 * A player's age fields as a scout reads them, one SQL value each, for rows written field by field (a file's rows:
 * scouting/file-row.ts): for a minor no age and no birth date, his age band and year of birth instead — the same
 * values minorSeenJson writes into the whole object.
 */
export function minorAgeFields(born: SQLWrapper, yearsOld: SQL) {
  const minor = sql`coalesce(${isMinor(born)}, false)`
  return {
    age: sql`case when ${minor} then null else ${yearsOld} end`,
    age_band: sql`case when ${minor} then ${bandOf(yearsOld)} end`,
    date_of_birth: sql`case when ${minor} then null else ${born} end`,
    birth_year: sql`case when ${minor} then ${yearOf(born)} end`,
  }
}

/**
 * The scout's JSON of a player from his stored list JSON's parts (players/list-json.ts): `own || named || age` for
 * an adult; for a minor the same parts with his birth date, and his picture unless photos were consented to,
 * written as null, and `"age":null,"age_band":"U16","birth_year":2011`. The parts' keys are the code's own and a
 * date or a stored picture's address holds no quote, so the patterns below match exactly the one member each.
 */
export function minorSeenJson(parts: {
  player: SQLWrapper
  own: SQLWrapper
  named: SQLWrapper
  born: SQLWrapper
  age: SQL
  yearsOld: SQL
}): SQL {
  const { player, own, named, born, age, yearsOld } = parts
  const noBirthDate = sql`regexp_replace(${own}, '"date_of_birth":"[0-9-]+"', '"date_of_birth":null')`
  const band = sql`',"age":null,"age_band":"' || ${bandOf(yearsOld)} || '","birth_year":' || ${yearOf(born)}`
  const photos = sql`(select consented.consent_photos from ${players} consented where consented.uid = ${player})`
  return sql`case
    when not coalesce(${isMinor(born)}, false) then ${own} || ${named} || ${age}
    when ${photos} then ${noBirthDate} || ${named} || ${band}
    else regexp_replace(${noBirthDate}, '"pic":"[^"]*"', '"pic":null')
      || regexp_replace(${named}, '"thumb":"[^"]*"', '"thumb":null') || ${band}
  end`
}
