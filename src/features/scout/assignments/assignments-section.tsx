import { lazy } from 'react'
import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'

// /scout/assignments: the scout's assignments (and a head's view of the club's), one assignment, giving one; and
// /scout/calendar. Each page loads when opened: the section itself is what the scout area's budget counts
// (decision 0041).

const AssignmentsPage = lazy(() => import('./assignments-page').then((m) => ({ default: m.AssignmentsPage })))
const AssignmentPage = lazy(() => import('./assignment-page').then((m) => ({ default: m.AssignmentPage })))
const NewAssignmentPage = lazy(() =>
  import('./new-assignment-page').then((m) => ({ default: m.NewAssignmentPage })),
)
const CalendarPage = lazy(() => import('./calendar-page').then((m) => ({ default: m.CalendarPage })))

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

export function CalendarSection() {
  return (
    <Switch>
      <Route path="/" component={CalendarPage} />
      <Route component={NotFoundPage} />
    </Switch>
  )
}
