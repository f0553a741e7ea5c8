import { api } from '../../../api/client'
import type {
  AdminAccount,
  AdminScout,
  AuditRow,
  CommunityRegisterBody,
  Dashboard,
} from '../../../api/contract/schemas/admin'
import type { DataBody, ListBody } from '../../../api/contract/schemas/common'
import { adminPaths } from '../../../api/contract/terms/admin-paths'
import { noticeDeleted, noticeDone } from '../../../api/notices'

// The admin's account calls, the dashboard's numbers and the audit log.

export const loadDashboard = () => api<DataBody<Dashboard>>(adminPaths.dashboard).then((r) => r.data)

export const listAccounts = (
  role: 'community' | 'scout',
  query: { search?: string; page: number; limit: number },
  signal?: AbortSignal,
) =>
  api<ListBody<AdminAccount>>(role === 'community' ? adminPaths.community : adminPaths.scouts, {
    query,
    signal,
  })

export async function registerMember(body: CommunityRegisterBody) {
  const res = await api<DataBody<AdminAccount> & { mail_sent: boolean }>(adminPaths.communityRegister, {
    method: 'POST',
    body,
    quiet: true,
  })
  noticeDone(
    res.mail_sent
      ? `${res.data.email} is registered and has a mail to choose a password.`
      : `${res.data.email} is registered, but the mail could not be sent: try again later from "forgot password".`,
  )
  return res.data
}

export async function deleteMember(member: AdminAccount) {
  await api(adminPaths.communityDelete(member.uid), { method: 'DELETE' })
  noticeDeleted('community member')
}

export async function setScoutDisabled(scout: AdminAccount, disabled: boolean) {
  await api(adminPaths.scoutDisabled(scout.uid), { method: 'PUT', body: { disabled } })
  noticeDone(disabled ? `${scout.email} can no longer sign in.` : `${scout.email} can sign in again.`)
}

export const loadAudit = () =>
  api<DataBody<AuditRow[]>>(adminPaths.audit, { query: { limit: 100 } }).then((r) => r.data)

/** One scout's page (package, payments, enquiries, notes count, last sign-in, confirmed or not). */
export const loadScout = (uid: string) => api<DataBody<AdminScout>>(adminPaths.scout(uid)).then((r) => r.data)

/** "Send the confirmation again": a new link mailed to a scout who has not confirmed the address. */
export async function sendConfirmationAgain(scout: AdminScout) {
  await api(adminPaths.scoutConfirmation(scout.uid), { method: 'POST', body: {} })
  noticeDone(`A new confirmation link is on its way to ${scout.email}.`)
}
