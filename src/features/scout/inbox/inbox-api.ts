import { api } from '../../../api/client'
import type { AlertKind } from '../../../api/contract/alert-terms'
import type { AlertSetting, Inbox } from '../../../api/contract/alerts'
import type { DataBody } from '../../../api/contract/common'
import { inboxPaths } from '../../../api/contract/paths'
import { noticeDone } from '../../../api/notices'
import { readThrough } from '../../../api/read-cache/cached-read'

// The scout's inbox of alerts (decision 0058): read through the device's copies (the `inbox` set), so the last
// inbox read online can be read without a signal; marking read and muting a kind are done online.

const INBOX_SET = 'inbox'

export const loadInbox = async () =>
  (
    await readThrough(
      inboxPaths.inbox,
      () => api<DataBody<Inbox>>(inboxPaths.inbox, { quiet: true }),
      undefined,
      { keepNewIn: INBOX_SET },
    )
  ).data

/** The unread count for the menu's badge (online only: a badge from the device would be stale). */
export const loadUnread = async () =>
  (await api<DataBody<Inbox>>(inboxPaths.inbox, { query: { unread: 1 }, quiet: true })).data.unread

export const markRead = async (ids: string[]) =>
  (await api<DataBody<{ unread: number }>>(inboxPaths.read, { method: 'POST', body: { ids }, quiet: true }))
    .data

export const loadAlertSettings = async () =>
  (await api<DataBody<AlertSetting[]>>(inboxPaths.settings, { quiet: true })).data

export async function changeAlertSetting(kind: AlertKind, change: { inbox?: boolean; mail?: boolean }) {
  const settings = (
    await api<DataBody<AlertSetting[]>>(inboxPaths.settings, {
      method: 'PUT',
      body: { settings: [{ kind, ...change }] },
      quiet: true,
    })
  ).data
  noticeDone(change.inbox === false ? 'Muted: you will not be alerted of these' : 'Alert settings saved')
  return settings
}
