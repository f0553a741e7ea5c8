import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'
import { AssignmentsPage } from './assignments-page'

// /scout/assignments: the scout's assignments (and a head's view of the club's), one assignment, giving one.

const AssignmentPage = lazy(() => import('./assignment-page').then((m) => ({ default: m.AssignmentPage })))
const NewAssignmentPage = lazy(() =>
  import('./new-assignment-page').then((m) => ({ default: m.NewAssignmentPage })),
)

/** `me`: the signed-in scout's uid (his own assignments are the ones he answers). */
export default function ScoutAssignmentsSection({ me }: { me?: string }) {
  return (
    <Switch>
      <Route path="/" component={AssignmentsPage} />
      <Route path="/new" component={NewAssignmentPage} />
      <Route path="/:id">{(p) => <AssignmentPage key={p.id} id={p.id} me={me} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  )
}
