import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'
import { ListsPage } from './lists-page'

// /scout/lists: the scout's lists, one list's page (loaded when a list is opened) and the scout's shared links.

const ListPage = lazy(() => import('./list-page').then((m) => ({ default: m.ListPage })))
const ShareLinksPage = lazy(() =>
  import('../share-links/share-links-page').then((m) => ({ default: m.ShareLinksPage })),
)

export default function ScoutListsSection() {
  return (
    <Switch>
      <Route path="/" component={ListsPage} />
      <Route path="/shared" component={ShareLinksPage} />
      <Route path="/:id">{(params) => <ListPage id={params.id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  )
}
