import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'
import { ListPage } from './list-page'
import { ListsPage } from './lists-page'

// /scout/lists: the scout's lists and one list's page.

export default function ScoutListsSection() {
  return (
    <Switch>
      <Route path="/" component={ListsPage} />
      <Route path="/:id">{(params) => <ListPage id={params.id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  )
}
