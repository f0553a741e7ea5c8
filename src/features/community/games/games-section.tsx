import { Link, Route, Switch } from 'wouter'
import { GameDayCard } from '../../../connected/game-day-card'
import { GamePage } from '../../../connected/game-sheet/game-page'
import { GamesList } from '../../../connected/game-sheet/games-list'
import { GameSheetPage, NewGameSheetPage } from './game-sheet-page'

// /community/games: the games with their scores, searchable; a game opens read-only (score, line-ups, events)
// with "Edit the sheet" for its editor; and a new game sheet.

export default function GamesSection() {
  return (
    <Switch>
      <Route path="/" component={GamesListPage} />
      <Route path="/new" component={NewGameSheetPage} />
      <Route path="/:id/edit">{(params) => <GameSheetPage key={params.id} id={params.id} />}</Route>
      <Route path="/:id">
        {(params) => <GamePage key={params.id} id={params.id} editHref={`/${params.id}/edit`} />}
      </Route>
    </Switch>
  )
}

function GamesListPage() {
  return (
    <GamesList
      aside={<GameDayCard below />}
      area="community"
      hrefOf={(uid) => `/${uid}`}
      intro="Open a game for its score and line-ups; “Edit the sheet” keeps line-ups, goals, cards and substitutions as they happen."
      action={
        <Link href="/new" className="btn btn-primary">
          New game sheet
        </Link>
      }
    />
  )
}
