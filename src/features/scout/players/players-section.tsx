import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'
import { ScoutPlayerPage } from './scout-player-page'
import { ScoutPlayersPage } from './scout-players-page'

// /scout/players: the search list and one player's page.

export default function ScoutPlayersSection() {
  return (
    <Switch>
      <Route path="/" component={ScoutPlayersPage} />
      <Route path="/:id">{(params) => <ScoutPlayerPage id={params.id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  )
}
