import { useLocation } from 'wouter'
import type { Assignment } from '../../../api/contract/schemas/assignments'
import type { WorkspaceMember } from '../../../api/contract/schemas/workspaces'
import { askToConfirm } from '../../../ui/confirm'
import { AssignmentForm } from './assignment-form'
import { changeAssignment, removeAssignment } from './assignments-api'

// A head's hand on one assignment: who watches (reassigning opens it again for the new scout), by when, how
// urgently, the note — each change mailed to the scout — or removing it.

interface PlanningPanelProps {
  assignment: Assignment
  members: WorkspaceMember[]
  onChanged: () => void
}

export function PlanningPanel({ assignment: a, members, onChanged }: PlanningPanelProps) {
  const [, navigate] = useLocation()
  if (a.status === 'done') return null
  const remove = async () => {
    const yes = await askToConfirm({
      title: 'Remove this assignment?',
      message: `${a.scout.name} is told by mail.`,
      confirmLabel: 'Remove',
      danger: true,
    })
    if (!yes) return
    await removeAssignment(a.uid)
    navigate('/')
  }
  return (
    <section className="card stack" aria-labelledby="planning-title">
      <h2 id="planning-title">Change the assignment</h2>
      <AssignmentForm
        key={a.version}
        members={members}
        initial={{ scout_uid: a.scout.uid ?? '', due_on: a.due_on, priority: a.priority, note: a.note }}
        submitLabel="Save the changes"
        onSubmit={async (planning) => {
          await changeAssignment(a.uid, planning)
          onChanged()
        }}
      >
        <button type="button" className="btn btn-danger" onClick={remove}>
          Remove
        </button>
      </AssignmentForm>
    </section>
  )
}
