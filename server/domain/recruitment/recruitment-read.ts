import { sql } from 'drizzle-orm'
import {
  type Recruitment,
  type RecruitmentFact,
  type RecruitmentField,
  recruitmentFields,
} from '../../../src/api/contract/terms/recruitment'
import type { Executor } from '../../db/client'
import { currentClubValues } from './club-values'
import { communityValues } from './community-values'

// A player's recruitment values as one reader may see them, each with where it came from and how old it is: the
// community's record (its day: the record's last change of that field, from its history), with the reader's club's
// own values laid over it and marked as theirs. `ownerUid` null reads the community's alone.

const none = Object.fromEntries(recruitmentFields.map((f) => [f, null])) as Recruitment

async function communityFacts(db: Executor, playerUid: string): Promise<Recruitment> {
  const values = (await communityValues(db, [playerUid])).get(playerUid)
  if (!values) return { ...none }
  // The day each field was last written, from the record's history (migration 0014's triggers keep it).
  const changed = await db.execute<{ field: string; day: string }>(sql`
    select distinct on (f) f as field, rc.at::date::text as day
    from record_changes rc cross join unnest(${sql.param([...recruitmentFields, 'market_value_currency'])}::text[]) f
    where rc.table_name = 'players' and rc.record_uid = ${playerUid} and rc.after ? f
    order by f, rc.id desc`)
  const dayOf = new Map(changed.rows.map((r) => [r.field, r.day]))
  const facts = { ...none }
  for (const [field, value] of Object.entries(values) as [RecruitmentField, RecruitmentFact['value']][]) {
    facts[field] = {
      value,
      source: { kind: 'community', label: 'Community record', ours: false },
      as_of: dayOf.get(field) ?? null,
    }
  }
  return facts
}

export async function recruitmentOf(
  db: Executor,
  playerUid: string,
  ownerUid: string | null,
): Promise<Recruitment> {
  const [facts, club] = await Promise.all([
    communityFacts(db, playerUid),
    ownerUid ? currentClubValues(db, ownerUid, [playerUid]) : new Map(),
  ])
  for (const [field, value] of club.get(playerUid) ?? new Map()) {
    facts[field as RecruitmentField] = {
      value: value.value as RecruitmentFact['value'],
      source: { kind: value.fromImport ? 'import' : 'entry', label: value.sourceLabel, ours: true },
      as_of: value.asOf,
    }
  }
  return facts
}
