import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { SavedSearch } from '../../../api/contract/schemas/saved-searches'
import { savedSearchPaths } from '../../../api/contract/terms/paths'
import { type AlertFrequency, alertWords } from '../../../api/contract/terms/saved-searches'
import { noticeDeleted, noticeDone } from '../../../api/notices'
import { readThrough } from '../../../api/read-cache/cached-read'

// The scout's saved searches: read through the device's copy (the list opens offline as it was last seen), saved
// and deleted online (searching needs the connection anyway).

export const loadSavedSearches = async () =>
  (
    await readThrough(savedSearchPaths.list, () =>
      api<DataBody<SavedSearch[]>>(savedSearchPaths.list, { quiet: true }),
    )
  ).data

export async function saveSearch(name: string, filter: Record<string, string>, alert: AlertFrequency) {
  const saved = (
    await api<DataBody<SavedSearch>>(savedSearchPaths.list, {
      method: 'POST',
      body: { name, filter, alert },
      quiet: true,
    })
  ).data
  noticeDone(`Search saved as “${saved.name}”`)
  return saved
}

/** How often the scout hears of new players matching a search (his Inbox, and mail by his settings). */
export async function changeSearchAlert(uid: string, alert: AlertFrequency) {
  await api(savedSearchPaths.one(uid), { method: 'PUT', body: { alert }, quiet: true })
  noticeDone(
    alert === 'off'
      ? 'No more alerts for this search'
      : `Alerts for this search: ${alertWords[alert].toLowerCase()}`,
  )
}

export async function deleteSavedSearch(uid: string) {
  await api(savedSearchPaths.one(uid), { method: 'DELETE', quiet: true })
  noticeDeleted('saved search')
}
