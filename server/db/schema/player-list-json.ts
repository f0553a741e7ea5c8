import { date, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { players } from './football-core'

// Each player as the lists send him, written once when he changes instead of for every page that shows him:
// kept by database triggers (migration 0029, decision 0048) on players and on what his record names — his
// country's and club's names, his picture's thumbnail — so no write path can forget it. Building twenty players'
// JSON was more than half of PostgreSQL's CPU for a page of a name search (13 µs a player); reading it is
// nearly free. The parts are pieces of one JSON object, none with its closing brace, joined by the reads
// (domain/players/list-json.ts): the whole record is own + contact + named + age, a scout's view own + named +
// age. The age is worked out at read time (it changes on a birthday, not on a write).

export const playerListJson = pgTable('player_list_json', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.uid, { onDelete: 'cascade' }),
  /** `{"uid":…` to `"pic":…`: the object's opening and the fields everyone sees, in the record's order. */
  own: text('own').notNull(),
  /** `,"email":…` to `,"consent_given":…`: contact details, which a scout never sees. */
  contact: text('contact').notNull(),
  /** `,"nationality":…,"current_club":…,"thumb":…`: what the record's references are called. */
  named: text('named').notNull(),
  /** For the age, worked out when read. */
  dateOfBirth: date('date_of_birth'),
})
