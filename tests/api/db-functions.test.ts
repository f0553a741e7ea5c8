import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { dbFunctions, dbTriggers } from '../../server/db/functions/index'
import { syncDbObjects } from '../../server/db/sync-functions'
import { freshDatabase } from '../support/scratch-database'

// Every SQL function and trigger lives in server/db/functions/ (decision 0051): a migrated database has exactly
// those, with exactly those bodies, on both engines; and writing them again changes nothing.

let database: Database
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ database, drop } = await freshDatabase())
})
afterAll(async () => {
  await database.close()
  await drop()
})

describe('the schema functions and triggers', () => {
  it('are exactly the ones server/db/functions/ declares, body for body', async () => {
    const functions = await database.db.execute<{ name: string; body: string }>(sql`
      select p.proname as name, p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1`)
    expect(functions.rows).toEqual(
      dbFunctions.map((f) => ({ name: f.name, body: f.body })).sort((a, b) => a.name.localeCompare(b.name)),
    )
    const triggers = await database.db.execute<{ name: string; definition: string }>(sql`
      select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger where not tgisinternal
      order by 1`)
    expect(triggers.rows).toEqual(
      dbTriggers
        .map((t) => ({ name: t.name, definition: t.definition }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    )
  })

  it('are not written again when nothing changed', async () => {
    expect(await syncDbObjects(database)).toEqual({ replaced: [] })
  })

  it("write every player's list JSON again when its shape changes", async () => {
    await database.db.execute(sql`insert into players (uid, name) values (gen_random_uuid(), 'Shape Tester')`)
    // An older body, as a database made before a field was added has it.
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refresh_player_list_json(changed uuid[]) RETURNS void LANGUAGE sql
        AS $$ UPDATE player_list_json SET own = '{"old":1' WHERE player_id = ANY (changed) $$`),
    )
    await database.db.execute(sql`update players set version = version where name = 'Shape Tester'`)
    const own = async () =>
      (
        await database.db.execute<{ own: string }>(sql`
        select j.own from player_list_json j join players p on p.uid = j.player_id where p.name = 'Shape Tester'`)
      ).rows[0]?.own
    expect(await own()).toBe('{"old":1')
    expect((await syncDbObjects(database)).replaced).toEqual(['refresh_player_list_json'])
    expect(await own()).toMatch(/^\{"uid":"[0-9a-f-]+","version":\d+,.*"name":"Shape Tester"/)
  })
})
