import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'
import { ScoutPlayersPage } from './scout-players-page'

// /scout/players: the search list and one player's page — loaded when a player is opened, as a list's page is
// (the scout area's JavaScript budget, decision 0041; the service worker keeps it for offline use all the same).

const ScoutPlayerPage = lazy(() =>
  import('./scout-player-page').then((m) => ({ default: m.ScoutPlayerPage })),
)

export default function ScoutPlayersSection() {
  return (
    <Switch>
      <Route path="/" component={ScoutPlayersPage} />
      <Route path="/:id">{(params) => <ScoutPlayerPage id={params.id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  )
}
