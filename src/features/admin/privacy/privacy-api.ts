import { api } from '../../../api/client'
import type { DataBody, ListBody } from '../../../api/contract/schemas/common'
import type { Player } from '../../../api/contract/schemas/players'
import type { ErasureAnswer, PrivacySettings } from '../../../api/contract/schemas/privacy'
import { privacyPaths } from '../../../api/contract/terms/privacy-paths'
import { noticeDone } from '../../../api/notices'

// The admin's answers to a person's requests (docs/privacy.md): a ZIP of their data, an erasure, the setting of
// how long a deleted account's audit lines are kept.

export type PersonKind = 'player' | 'account'

export const exportPath = (kind: PersonKind, uid: string) =>
  kind === 'player' ? privacyPaths.playerExport(uid) : privacyPaths.accountExport(uid)

export async function erasePerson(kind: PersonKind, uid: string, reason: string) {
  const answer = await api<DataBody<ErasureAnswer | { uid: string; erased: true }>>(
    kind === 'player' ? privacyPaths.playerErase(uid) : privacyPaths.accountErase(uid),
    { method: 'POST', body: { reason }, quiet: true },
  )
  // Said as a toast too: a page erased from (a scout's) is left for the list it came from.
  if (kind === 'account') noticeDone('Erased: the account can no longer sign in.')
  return answer.data
}

export const loadPrivacySettings = () =>
  api<DataBody<PrivacySettings>>(privacyPaths.settings).then((r) => r.data)

export const savePrivacySettings = (settings: PrivacySettings) =>
  api<DataBody<PrivacySettings>>(privacyPaths.settings, { method: 'PUT', body: settings, quiet: true }).then(
    (r) => r.data,
  )

/** The players whose name is like `q` (the community's search), his birth date and club to tell two apart. */
export const findPlayers = (q: string, signal: AbortSignal) =>
  api<ListBody<Player>>(privacyPaths.playerSearch, { query: { q, limit: 8 }, signal }).then((r) => r.data)
