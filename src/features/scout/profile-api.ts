import { api } from '../../api/client'
import type { Profile, ProfileUpdateBody } from '../../api/contract/auth'
import type { DataBody } from '../../api/contract/common'
import { authPaths } from '../../api/contract/paths'
import { nonEmptyFields } from '../../api/form-body'

const paths = authPaths('scout')

export const loadScoutProfile = () => api<DataBody<Profile>>(paths.profile).then((r) => r.data)

/** Only non-empty fields are sent (spec §5); the form shows field issues itself. */
export const saveScoutProfile = (changes: ProfileUpdateBody) =>
  api<DataBody<Profile>>(paths.profile, { method: 'PUT', body: nonEmptyFields(changes), quiet: true }).then(
    (r) => r.data,
  )
