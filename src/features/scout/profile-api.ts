import { api } from '../../api/client'
import type { Profile, ProfileUpdateBody } from '../../api/contract/schemas/auth'
import type { DataBody } from '../../api/contract/schemas/common'
import { authPaths } from '../../api/contract/terms/paths'
import { changedOrCleared } from '../../api/form-body'
import { noticeSaved } from '../../api/notices'

const paths = authPaths('scout')

export const loadScoutProfile = () => api<DataBody<Profile>>(paths.profile).then((r) => r.data)

/** Filled fields are sent, a field emptied on purpose as null (a clear), an untouched blank not at all. */
export async function saveScoutProfile(stored: Profile, values: Record<string, string | undefined>) {
  const saved = await api<DataBody<Profile>>(paths.profile, {
    method: 'PUT',
    body: changedOrCleared(stored as unknown as Record<string, unknown>, values) as ProfileUpdateBody,
    quiet: true,
  })
  noticeSaved('profile')
  return saved.data
}
