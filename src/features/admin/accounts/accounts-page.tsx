import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import type { AdminAccount } from '../../../api/contract/schemas/admin'
import { communityRegisterBody } from '../../../api/contract/schemas/admin'
import { adminPaths } from '../../../api/contract/terms/admin-paths'
import { describeFailure } from '../../../api/request-rules'
import { usePagedList } from '../../../api/use-paged-list'
import { DownloadButton } from '../../../connected/download-button'
import { askToConfirm } from '../../../ui/confirm'
import { dateOnly } from '../../../ui/dates'
import { Field, FormMessage } from '../../../ui/field'
import { Pager } from '../../../ui/pager'
import { StackedTable } from '../../../ui/stacked-table'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { deleteMember, listAccounts, registerMember, setScoutDisabled } from './accounts-api'

// Community members (search, register — they choose their password from a mailed link —, delete) and scouts
// (search, disable or enable). Deleting a member signs them out; the football data they entered stays. The list
// is a table on a tablet and one card an account on a phone (StackedTable), so the email and the action fit.

const LIMIT = 20

export function AccountsPage({ accounts: role }: { accounts: 'community' | 'scout' }) {
  const title = role === 'community' ? 'Community members' : 'Scouts'
  useDocumentTitle(title)
  const [search, setSearch] = useState('')
  const list = usePagedList(
    (paging, signal) => listAccounts(role, { search: search.trim() || undefined, ...paging }, signal),
    [role, search],
    { limit: LIMIT },
  )
  const { rows, total } = list
  return (
    <>
      <div className="page-head">
        <div>
          <h1 id="accounts-heading">{title}</h1>
        </div>
        {role === 'scout' ? (
          <div className="actions">
            <DownloadButton
              href={adminPaths.scoutsExport}
              label="Download CSV"
              fileName="scouts.csv"
              noun="scouts"
            />
          </div>
        ) : null}
      </div>
      {role === 'community' ? <RegisterMember onRegistered={list.reload} /> : null}
      <div className="card stack">
        <Field
          label={`Search ${title.toLowerCase()}`}
          name="search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name or email"
        />
        {list.data && rows.length === 0 ? <p className="empty-state">Nobody matches.</p> : null}
        {rows.length ? (
          <StackedTable
            labelledBy="accounts-heading"
            rows={rows}
            rowKey={(a) => a.uid}
            title={{
              label: 'Name',
              // A scout opens on their own page (package, payments, enquiries, confirmation).
              value: (a) =>
                role === 'scout' ? (
                  <Link href={`/${a.uid}`}>{a.name ?? a.username ?? a.email}</Link>
                ) : (
                  (a.name ?? a.username ?? '—')
                ),
            }}
            columns={[
              { label: 'Email', value: (a) => a.email },
              { label: 'Since', value: (a) => dateOnly(a.created_at) },
              {
                label: 'Actions',
                value: (a) => <AccountAction role={role} account={a} onDone={list.reload} />,
              },
            ]}
          />
        ) : null}
        <Pager {...list.pager} loading={false} summary={`${total} in all`} />
      </div>
    </>
  )
}

function AccountAction({
  role,
  account,
  onDone,
}: {
  role: 'community' | 'scout'
  account: AdminAccount
  onDone: () => void
}) {
  if (role === 'community')
    return (
      <button
        type="button"
        className="btn btn-secondary"
        onClick={async () => {
          const yes = await askToConfirm({
            title: `Delete ${account.email}?`,
            message: 'They are signed out at once; the data they entered stays.',
            confirmLabel: 'Delete the account',
            danger: true,
          })
          if (!yes) return
          await deleteMember(account)
          onDone()
        }}
      >
        Delete
      </button>
    )
  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={async () => {
        await setScoutDisabled(account, !account.disabled)
        onDone()
      }}
    >
      {account.disabled ? 'Enable' : 'Disable'}
    </button>
  )
}

function RegisterMember({ onRegistered }: { onRegistered: () => void }) {
  const [values, setValues] = useState({ name: '', email: '', phone: '', organisation: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(undefined)
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim()))
    const checked = communityRegisterBody.safeParse(body)
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    try {
      await registerMember(checked.data)
      setValues({ name: '', email: '', phone: '', organisation: '' })
      onRegistered()
    } catch (error) {
      const failure = describeFailure(error, Object.keys(values))
      setErrors(failure.fieldErrors)
      setMessage(failure.message)
    }
  }
  const field = (name: keyof typeof values, label: string, type = 'text', required = false) => (
    <Field
      label={label}
      name={name}
      type={type}
      required={required}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  )
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="register-member-title">
      <h2 id="register-member-title">Register a community member</h2>
      <p className="muted">They receive a mail with a link to choose their own password.</p>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <div className="form-grid">
        {field('name', 'Name', 'text', true)}
        {field('email', 'Email', 'email', true)}
        {field('phone', 'Phone')}
        {field('organisation', 'Club or organisation')}
      </div>
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          Register and send the mail
        </button>
      </div>
    </form>
  )
}
