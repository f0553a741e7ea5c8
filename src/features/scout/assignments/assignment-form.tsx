import { type FormEvent, useState } from 'react'
import {
  ASSIGNMENT_NOTE_MAX,
  type AssignmentPriority,
  assignmentPriorities,
  priorityWords,
} from '../../../api/contract/terms/assignments'
import {
  canWriteReports,
  type WorkspaceRole,
  workspaceRoleWords,
} from '../../../api/contract/terms/workspaces'
import { describeFailure } from '../../../api/request-rules'
import { Field } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'

// Who watches, by when, how urgently and why: the fields a head fills to give an assignment and to change one.
// Only members who write reports (heads and scouts) can be chosen.

export interface Planning {
  scout_uid: string
  due_on: string
  priority: AssignmentPriority
  note: string
}

interface AssignmentFormProps {
  members: { uid: string; name: string; role: WorkspaceRole }[]
  initial: Planning
  submitLabel: string
  onSubmit: (planning: Planning) => Promise<unknown>
  /** Beside the submit button (Remove, Cancel). */
  children?: React.ReactNode
}

export function AssignmentForm({ members, initial, submitLabel, onSubmit, children }: AssignmentFormProps) {
  const [planning, setPlanning] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string>()
  const [saving, setSaving] = useState(false)
  const set = (change: Partial<Planning>) => setPlanning((p) => ({ ...p, ...change }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!planning.scout_uid) found.scout_uid = 'Choose who watches'
    if (!planning.due_on) found.due_on = 'Choose the day it is due'
    setErrors(found)
    if (Object.keys(found).length) return setMessage('Check the marked fields.')
    setSaving(true)
    try {
      await onSubmit(planning)
      setMessage(undefined)
    } catch (e) {
      const failure = describeFailure(e, ['scout_uid', 'due_on', 'priority', 'note', 'player_uid', 'game_id'])
      setErrors(failure.fieldErrors)
      setMessage(failure.message ?? 'Check the marked fields.')
    } finally {
      setSaving(false)
    }
  }
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={submitLabel}>
      <SelectField
        label="Who watches"
        required
        empty="Choose a member"
        value={planning.scout_uid}
        error={errors.scout_uid}
        onChange={(v) => set({ scout_uid: v })}
        options={members
          .filter((m) => canWriteReports(m.role))
          .map((m) => [m.uid, `${m.name} (${workspaceRoleWords[m.role].toLowerCase()})`] as const)}
      />
      <Field
        label="Due"
        name="due_on"
        type="date"
        required
        value={planning.due_on}
        error={errors.due_on ?? errors.player_uid ?? errors.game_id}
        onChange={(e) => set({ due_on: e.target.value })}
      />
      <SelectField
        label="Priority"
        required
        value={planning.priority}
        error={errors.priority}
        onChange={(v) => set({ priority: v as AssignmentPriority })}
        options={assignmentPriorities.map((p) => [p, priorityWords[p]] as const)}
      />
      <Field
        label="Note for the scout"
        name="note"
        multiline
        maxLength={ASSIGNMENT_NOTE_MAX}
        value={planning.note}
        error={errors.note}
        hint="What to look for: it is in the mail he gets"
        onChange={(e) => set({ note: e.target.value })}
      />
      {message ? (
        <p className="form-message" data-kind="error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  )
}
