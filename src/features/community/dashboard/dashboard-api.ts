import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/common'
import type { CommunityDashboard } from '../../../api/contract/community-dashboard'
import { communityPaths } from '../../../api/contract/paths'

/** The member's start page (GET dashboard): quiet, the page says itself when it could not be loaded. */
export const loadDashboard = () =>
  api<DataBody<CommunityDashboard>>(communityPaths.dashboard, { quiet: true }).then((r) => r.data)
