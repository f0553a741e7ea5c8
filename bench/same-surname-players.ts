import type pg from 'pg'

// The heavy benches' players: `players` of one surname ("Player 17 Müller-Øster"), every tenth a striker, born over
// eight years, each with his totals row — the worst case for matching a sheet's names (every row has them all as
// candidates) and plenty for an export of 100,000 rows.
export async function insertSameSurnamePlayers(client: pg.Client, players: number) {
  await client.query(`insert into players (uid, name, date_of_birth, main_position)
    select gen_random_uuid(), 'Player ' || i || ' Müller-Øster', date '1995-01-01' + (i % 3000),
      case when i % 10 = 0 then 'ST' else 'CM' end
    from generate_series(1, ${players}) i`)
  await client.query('insert into player_totals (player_id) select uid from players on conflict do nothing')
}
