import { Link } from 'wouter'
import type { Game, PlayerMetaData } from '../../api/contract/schemas/football-games'
import { GAME_DAY_SET } from '../../api/read-cache/game-day-set'
import { getRecord } from '../../api/records'
import { useRecord } from '../../api/use-read'
import { fromWireSheet } from '../../rules/game-sheet/derive'
import { isPlaced } from '../../rules/game-sheet/placed'
import { Crumbs } from '../../ui/crumbs'
import { gameDay, isDayOnly } from '../../ui/dates'
import { FormMessage } from '../../ui/field'
import { LiveScore, SheetTimeline } from '../../ui/game-sheet/sheet-timeline'
import { byShirt } from '../../ui/game-sheet/sheet-view'
import { Spinner } from '../../ui/spinner'
import { useDocumentTitle } from '../../ui/use-document-title'
import { FromDeviceNotice, isUnreachable, NotOnDevice } from '../from-device-notice'
import { useRecordPlace } from '../record-area'
import { RefName } from '../record-picker'

// One game as a reader sees it: score, when and where, what it was played in, both line-ups with who scored and
// who was booked, and the events in order. Nothing here writes: in the community area the page offers "Edit the
// sheet", which opens the sheet editor (scouts only read).

/** A kick-off without a time (stored as midnight UTC) shows its day only. */
const when = (iso: string | null) =>
  !iso
    ? 'Date not set'
    : isDayOnly(iso)
      ? gameDay(iso, 'full')
      : new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' })

export function GamePage({ id, editHref }: { id: string; editHref?: string }) {
  const place = useRecordPlace()
  const read = useRecord(
    // As this device knows it: the server's, a saved copy offline, a sheet still waiting to sync on top.
    () =>
      getRecord('game', id, place.area, place.area === 'community' ? GAME_DAY_SET : undefined).then(
        (r) => r as unknown as Game,
      ),
    [id, place.area],
  )
  const game = read.data
  const title = game ? `${game.team_names[0] ?? '?'} – ${game.team_names[1] ?? '?'}` : 'Game'
  useDocumentTitle(title)
  const edit = editHref ? (
    <Link href={editHref} className="btn btn-primary">
      Edit the sheet
    </Link>
  ) : null
  if (read.error)
    return (
      <div className="stack">
        {isUnreachable(read.error) ? (
          <NotOnDevice what="this game" />
        ) : (
          <FormMessage kind="error">
            {read.error.status === 404 ? 'There is no such game.' : 'This game could not be loaded.'}
          </FormMessage>
        )}
        {edit ? <div>{edit}</div> : null}
      </div>
    )
  if (!game) return <Spinner label="Loading the game" />

  const names = game.player_names ?? {}
  const teamNames = Object.fromEntries(game.team_array.map((uid, i) => [uid, game.team_names[i] ?? '?']))
  const codes = Object.fromEntries(
    game.team_array.flatMap((uid, i) => (game.team_codes?.[i] ? [[uid, game.team_codes[i]]] : [])),
  )
  const sheet = fromWireSheet(
    { team_array: game.team_array, teams: game.teams, operationsArr: game.operationsArr },
    { teams: teamNames, codes, players: names },
  )
  const named = (game.teams ?? []).some((t) => t.playerMetaData.length > 0)
  const competition = game.league_id
    ? { path: 'league', uid: game.league_id }
    : game.tournament_id
      ? { path: 'tournament', uid: game.tournament_id }
      : null
  const facts = [
    competition ? null : game.competition,
    game.season ? `season ${game.season}` : null,
    game.stage,
    game.venue,
    game.city,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={place.editable ? [place.games] : [place.home, place.games]} />
          <h1>{title}</h1>
          <p>
            {when(game.date)}
            {competition ? (
              <>
                {' · '}
                <Link href={place.href(competition.path, competition.uid)}>
                  <RefName family={competition.path} uid={competition.uid} />
                </Link>
              </>
            ) : null}
            {facts ? ` · ${facts}` : ''}
          </p>
        </div>
        {edit ? <div className="actions">{edit}</div> : null}
      </div>
      <FromDeviceNotice data={game} what="this game" />
      <div className="stack">
        <section className="card" aria-label="Score">
          {game.team_array.length === 2 ? <LiveScore sheet={sheet} /> : <p>The teams are not set.</p>}
        </section>
        <section className="card stack" aria-labelledby="lineups-title">
          <h2 id="lineups-title">Line-ups</h2>
          {named ? (
            <div className="detail-grid">
              {(game.teams ?? []).map((team, side) => (
                <Lineup
                  key={team.uid}
                  team={game.team_names[side] ?? 'Team'}
                  lines={team.playerMetaData}
                  names={names}
                  playerHref={(uid) => place.href('player', uid)}
                />
              ))}
            </div>
          ) : (
            <p className="muted">No players are recorded for this game yet.</p>
          )}
        </section>
        <section className="card stack" aria-labelledby="events-title">
          <h2 id="events-title">Events</h2>
          <SheetTimeline sheet={sheet} names={names} />
        </section>
        {place.media?.(game.uid, ['reports'])}
      </div>
    </>
  )
}

function Lineup(props: {
  team: string
  lines: PlayerMetaData[]
  names: Record<string, string>
  playerHref: (uid: string) => string
}) {
  const named = props.lines
    .map((line) => ({ ...line, name: props.names[line.uid] ?? 'Unknown player' }))
    .sort(byShirt)
  // As statistics and matches played read it: lines that do not place their player carry no line-up.
  const recorded = props.lines.some(isPlaced)
  const starters = named.filter((l) => !l.onBench)
  const bench = named.filter((l) => l.onBench)
  const row = (l: (typeof named)[number]) => {
    const notes = [
      l.goals ? `${l.goals} goal${l.goals > 1 ? 's' : ''}` : '',
      l.assist_goal ? `${l.assist_goal} assist${l.assist_goal > 1 ? 's' : ''}` : '',
      l.yellow_card_time !== null ? `yellow ${l.yellow_card_time}′` : '',
      l.red_card_time !== null ? `red ${l.red_card_time}′` : '',
      l.MOTM ? 'man of the match' : '',
      l.isCaptain ? 'captain' : '',
    ].filter(Boolean)
    return (
      <li key={l.uid}>
        <span className="muted">{l.jersey_no ?? '–'}</span>{' '}
        <Link href={props.playerHref(l.uid)}>{l.name}</Link>
        {l.position ? <span className="muted"> · {l.position}</span> : null}
        {notes.length ? <span> · {notes.join(', ')}</span> : null}
      </li>
    )
  }
  return (
    <section aria-label={`${props.team} line-up`}>
      <h3>{props.team}</h3>
      {recorded ? null : (
        <p className="muted">
          Line-up not recorded: the sheet names only these players, so who started and for how long is not
          known.
        </p>
      )}
      <ul className="related-list">{starters.map(row)}</ul>
      {bench.length ? (
        <>
          <h4>Bench</h4>
          <ul className="related-list">{bench.map(row)}</ul>
        </>
      ) : null}
    </section>
  )
}
