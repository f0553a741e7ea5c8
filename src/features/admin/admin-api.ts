import { api } from '../../api/client'
import type { Profile } from '../../api/contract/auth'
import type { DataBody } from '../../api/contract/common'
import { authPaths } from '../../api/contract/paths'

/** Spec §8: a failed profile load is only logged, so the call is quiet and the caller logs. */
export const loadAdminProfile = () =>
  api<DataBody<Profile>>(authPaths('admin').profile, { quiet: true }).then((r) => r.data)
