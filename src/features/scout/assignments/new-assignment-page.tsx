import { Link, useLocation, useSearch } from 'wouter'
import { gameTitle } from '../../../api/contract/terms/assignments'
import { useRecord } from '../../../api/use-read'
import { Crumbs } from '../../../ui/crumbs'
import { calendarDay, dateTime } from '../../../ui/dates'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { loadWorkspace } from '../club/club-api'
import { loadScoutPlayer } from '../players/scout-players-api'
import { AssignmentForm } from './assignment-form'
import { giveAssignment, loadCalendar } from './assignments-api'

// Giving an assignment (heads): opened from a player's page ("Assign a scout", `?player=`), from a game of the
// calendar (`?game=&day=`, and `player=` for a listed player in it), or empty — then it says where to start.

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

export function NewAssignmentPage() {
  useDocumentTitle('Give an assignment')
  const params = new URLSearchParams(useSearch())
  const [playerUid, gameId, day] = [params.get('player'), params.get('game'), params.get('day')]
  const [, navigate] = useLocation()
  const read = useRecord(async () => {
    const [workspace, player, games] = await Promise.all([
      loadWorkspace(),
      playerUid ? loadScoutPlayer(playerUid) : null,
      gameId && day ? loadCalendar(day, day) : [],
    ])
    return { workspace, player, game: games.find((g) => g.id === gameId) ?? null }
  }, [playerUid, gameId, day])
  const crumbs = <Crumbs trail={[{ label: 'Assignments', href: '/' }]} />
  if (read.error)
    return (
      <p className="form-message" data-kind="error" role="alert">
        Assignments are given online: check the connection.
      </p>
    )
  if (!read.data) return <Spinner label="Opening the form" />
  const { workspace, player, game } = read.data
  if (workspace?.role !== 'head')
    return (
      <>
        {crumbs}
        <p className="muted">Only your club's head of recruitment gives assignments.</p>
      </>
    )
  const kickOff = game?.time ?? game?.date
  return (
    <>
      {crumbs}
      <div className="page-head">
        <h1>Give an assignment</h1>
      </div>
      <div className="stack">
        {player || game ? (
          <section className="card stack" aria-label="What to watch">
            {player ? <p>Player: {player.name}</p> : null}
            {game ? (
              <p>
                Game: {gameTitle(game)}
                {kickOff ? ` · ${game.time ? dateTime(game.time) : calendarDay(kickOff)}` : ''}
                {game.competition ? ` · ${game.competition}` : ''}
              </p>
            ) : null}
          </section>
        ) : (
          <p className="muted">
            Start from what to watch: a player's page (“Assign a scout”) or a game of the{' '}
            <Link href="~/scout/calendar">calendar</Link>.
          </p>
        )}
        {player || game ? (
          <AssignmentForm
            members={workspace.members}
            initial={{ scout_uid: '', due_on: game?.date ?? inAWeek(), priority: 'normal', note: '' }}
            submitLabel="Give the assignment"
            onSubmit={async (planning) => {
              const made = await giveAssignment({
                ...planning,
                ...(player ? { player_uid: player.uid } : {}),
                ...(game ? { game_id: game.id } : {}),
              })
              navigate(`/${made.uid}`)
            }}
          />
        ) : null}
      </div>
    </>
  )
}
