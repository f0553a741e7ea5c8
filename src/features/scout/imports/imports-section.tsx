import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'

// /scout/imports: the club's imports of its own recruitment data and one import's preview. Each page loads when
// opened: the section itself is what the scout area's budget counts (decision 0041).

const ImportsPage = lazy(() => import('./imports-page').then((m) => ({ default: m.ImportsPage })))
const ImportPage = lazy(() => import('./import-page').then((m) => ({ default: m.ImportPage })))

export default function ScoutImportsSection() {
  return (
    <Switch>
      <Route path="/" component={ImportsPage} />
      <Route path="/:id">{(p) => <ImportPage key={p.id} id={p.id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  )
}
