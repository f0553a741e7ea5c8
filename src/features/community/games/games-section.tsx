import { Link, Route, Switch } from 'wouter'
import { GamesList } from '../../../ui/game-sheet/games-list'
import { GameSheetPage, NewGameSheetPage } from './game-sheet-page'

// /community/games: the games with their scores, searchable, each opening its sheet; and a new game sheet.

export default function GamesSection() {
  return (
    <Switch>
      <Route path="/" component={GamesListPage} />
      <Route path="/new" component={NewGameSheetPage} />
      <Route path="/:id">{(params) => <GameSheetPage key={params.id} id={params.id} />}</Route>
    </Switch>
  )
}

function GamesListPage() {
  return (
    <GamesList
      area="community"
      hrefOf={(uid) => `/${uid}`}
      intro="Open a game to keep its sheet: line-ups, goals, cards and substitutions as they happen."
      action={
        <Link href="/new" className="btn btn-primary">
          New game sheet
        </Link>
      }
    />
  )
}
