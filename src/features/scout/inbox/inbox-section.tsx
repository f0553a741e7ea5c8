import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'

// /scout/inbox: the alerts raised for the scout (decision 0058). The page loads when opened: the section itself is
// what the scout area's budget counts (decision 0041).

const InboxPage = lazy(() => import('./inbox-page').then((m) => ({ default: m.InboxPage })))

export default function ScoutInboxSection() {
  return (
    <Switch>
      <Route path="/" component={InboxPage} />
      <Route component={NotFoundPage} />
    </Switch>
  )
}
