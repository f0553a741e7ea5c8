import { Route, Switch } from 'wouter'
import { PlayerListPage } from './player-list-page'
import { NewPlayerPage } from './player-new-page'
import { PlayerPage } from './player-page'

// /community/players — the list (search, filters, pages), a new player, and one player's editor with its tabs
// (profile, attributes, picture and files, video moments, statistics).

export default function PlayersSection() {
  return (
    <Switch>
      <Route path="/" component={PlayerListPage} />
      <Route path="/new" component={NewPlayerPage} />
      <Route path="/:id">{(p) => <PlayerPage key={p.id} id={p.id} />}</Route>
    </Switch>
  )
}
