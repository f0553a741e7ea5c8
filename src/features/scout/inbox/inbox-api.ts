import { api } from '../../../api/client'
import type { AlertSetting, Inbox } from '../../../api/contract/schemas/alerts'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { AlertKind } from '../../../api/contract/terms/alerts'
import { inboxPaths } from '../../../api/contract/terms/paths'
import { noticeDone, noticeRefused } from '../../../api/notices'
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

/** Marks items read; without a signal it says so and leaves them as they are (nothing waits on the device). */
export async function markRead(ids: string[]) {
  try {
    const body = { ids }
    return (await api<DataBody<{ unread: number }>>(inboxPaths.read, { method: 'POST', body, quiet: true }))
      .data
  } catch {
    noticeRefused('Could not mark them read: try again when you have a connection')
    return undefined
  }
}

export const loadAlertSettings = async () =>
  (await api<DataBody<AlertSetting[]>>(inboxPaths.settings, { quiet: true })).data

export async function changeAlertSetting(kind: AlertKind, change: { inbox?: boolean; mail?: boolean }) {
  try {
    const body = { settings: [{ kind, ...change }] }
    const settings = (
      await api<DataBody<AlertSetting[]>>(inboxPaths.settings, { method: 'PUT', body, quiet: true })
    ).data
    noticeDone(change.inbox === false ? 'Muted: you will not be alerted of these' : 'Alert settings saved')
    return settings
  } catch {
    noticeRefused('Your alert settings could not be saved: try again when you have a connection')
    return undefined
  }
}
