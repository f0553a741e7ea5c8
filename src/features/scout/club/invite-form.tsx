import { type FormEvent, useState } from 'react'
import type { Workspace } from '../../../api/contract/schemas/workspaces'
import {
  type WorkspaceRole,
  workspaceRoles,
  workspaceRoleWords,
} from '../../../api/contract/terms/workspaces'
import { describeFailure } from '../../../api/request-rules'
import { dateOnly } from '../../../ui/dates'
import { LabelledControl } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import styles from './club.module.css'
import { invite, withdrawInvitation } from './club-api'

// A head's invitations: an address and a role, mailed a link valid 7 days; the open ones, each withdrawable.

export function InviteForm({ workspace, onChanged }: { workspace: Workspace; onChanged: () => void }) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<WorkspaceRole>('scout')
  const [errors, setErrors] = useState<{ email?: string; role?: string; form?: string }>({})
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim()) return setErrors({ email: 'Enter the address to invite' })
    try {
      await invite(email.trim(), role)
      setEmail('')
      setErrors({})
      onChanged()
    } catch (e) {
      const failure = describeFailure(e, ['email', 'role'])
      setErrors({
        ...failure.fieldErrors,
        form: Object.keys(failure.fieldErrors).length ? undefined : failure.message,
      })
    }
  }
  return (
    <section className="card stack" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a member</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="form-grid">
          <LabelledControl label="Email address" error={errors.email} required>
            {(id, describedBy) => (
              <input
                id={id}
                type="email"
                className="input"
                value={email}
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={errors.email ? true : undefined}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </LabelledControl>
          <SelectField
            label="Role"
            value={role}
            onChange={(value) => setRole(value as WorkspaceRole)}
            options={workspaceRoles.map((r) => [r, workspaceRoleWords[r]] as const)}
            error={errors.role}
            hint="Scouts see colleagues' reports once they file their own"
            required
          />
        </div>
        {errors.form ? (
          <p className="form-message" data-kind="error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="btn btn-primary">
            Send the invitation
          </button>
        </div>
      </form>
      {workspace.invitations.length ? (
        <>
          <h3>Waiting for an answer</h3>
          <ul className={styles.members}>
            {workspace.invitations.map((i) => (
              <li key={i.uid} className={styles.member}>
                <span className={styles.memberName}>{i.email}</span>
                <span className="badge">{workspaceRoleWords[i.role]}</span>
                <span className="muted">until {dateOnly(i.expires_at)}</span>
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={async () => {
                    await withdrawInvitation(i.uid).catch(() => undefined)
                    onChanged()
                  }}
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
