import { api } from '../../api/client'
import type { Profile, ProfileUpdateBody } from '../../api/contract/auth'
import type { DataBody } from '../../api/contract/common'
import { authPaths } from '../../api/contract/paths'
import { nonEmptyFields } from '../../api/form-body'
import { noticeSaved } from '../../api/notices'

const paths = authPaths('scout')

export const loadScoutProfile = () => api<DataBody<Profile>>(paths.profile).then((r) => r.data)

/** Only non-empty fields are sent (spec §5); the form shows field issues itself. */
export async function saveScoutProfile(changes: ProfileUpdateBody) {
  const saved = await api<DataBody<Profile>>(paths.profile, {
    method: 'PUT',
    body: nonEmptyFields(changes),
    quiet: true,
  })
  noticeSaved('profile')
  return saved.data
}
