import { type SQL, sql } from 'drizzle-orm'
import { jsonObject } from '../../db/reads/json-rows'
import { ageOn, playerNamedSql } from '../../db/reads/player-shape'
import { players } from '../../db/schema/index'
import { minorAgeFields } from '../privacy/minors'

// A player as a scout's file writes him: only what the file's columns read (exports/player-columns.ts,
// PlayerFileRow), from `players` and the names of his country and club. A search file's page of 5,000 players
// written as the screen's whole objects was 3.7 MB of JSON for 0.4 MB of CSV, all of it handed to a thread and
// parsed there; as file rows it is 1.6 MB (PostgreSQL's time per page is the same either way: decision 0069's
// amendment, docs/benchmarks.md "Fourth pass"), and nothing of a player the file does not write. A minor is
// written as every scout read writes him (privacy/minors.ts): his age band and year of birth, never his age or
// birth date. tests/api/search-file-rows.test.ts holds the file's cells equal to those of the screen's objects.

/**
 * A file row's JSON object as text, for a read that joins `players` on its page's uid; `shortlistedAt` is this scout's
 * shortlist date and `stats` the page's numbers (as the screen's `stats`).
 */
export const fileRowObject = (shortlistedAt: SQL, stats: SQL): SQL =>
  sql`${jsonObject({
    uid: players.uid,
    name: players.name,
    main_position: players.mainPosition,
    ...minorAgeFields(players.dateOfBirth, ageOn(players.dateOfBirth)),
    nationality: playerNamedSql.nationality,
    current_club: playerNamedSql.current_club,
    stats,
    is_shortlisted: sql`${shortlistedAt} is not null`,
  })}::text`
