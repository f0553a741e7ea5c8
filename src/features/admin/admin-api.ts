import { api } from '../../api/client'
import type { Profile } from '../../api/contract/schemas/auth'
import type { DataBody, ListBody } from '../../api/contract/schemas/common'
import type { OutboxMail } from '../../api/contract/schemas/mail-outbox'
import { adminPaths } from '../../api/contract/terms/admin-paths'
import { authPaths, workspacePaths } from '../../api/contract/terms/paths'

/** docs/spec.md#quiet-profile-load: a failed profile load is only logged, so the call is quiet and the caller logs. */
export const loadAdminProfile = () =>
  api<DataBody<Profile>>(authPaths('admin').profile, { quiet: true }).then((r) => r.data)

/** Every mail the site sent or keeps, newest first (GET mail_outbox). */
export const loadMailOutbox = (query: { q?: string; page: number; limit: number }, signal: AbortSignal) =>
  api<ListBody<OutboxMail>>(adminPaths.mailOutbox, { query, signal })

/** The clubs' workspaces and their member counts (decision 0052): never what their members wrote. */
export interface ClubRow {
  uid: string
  name: string
  members: number
  created_at: string
}
export const loadClubs = () => api<DataBody<ClubRow[]>>(workspacePaths.adminList).then((r) => r.data)
