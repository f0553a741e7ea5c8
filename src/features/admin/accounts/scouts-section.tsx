import { Route, Switch } from 'wouter'
import { AccountsPage } from './accounts-page'
import { ScoutPage } from './scout-page'

// /admin/scouts: the list (search, disable or enable) and each scout's own page.

export default function ScoutsSection() {
  return (
    <Switch>
      <Route path="/">
        <AccountsPage accounts="scout" />
      </Route>
      <Route path="/:id">{(p) => <ScoutPage key={p.id} id={p.id} />}</Route>
    </Switch>
  )
}
