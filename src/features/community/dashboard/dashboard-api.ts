import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { CommunityDashboard } from '../../../api/contract/terms/community-dashboard'
import { communityPaths } from '../../../api/contract/terms/paths'
import { readThrough } from '../../../api/read-cache/cached-read'
import { GAME_DAY_SET } from '../../../api/read-cache/game-day-set'

/**
 * The member's start page (GET dashboard): quiet, the page says itself when it could not be loaded; kept with
 * the game-day copies, so offline it shows the recent games as last seen.
 */
export const loadDashboard = () =>
  readThrough(
    communityPaths.dashboard,
    () => api<DataBody<CommunityDashboard>>(communityPaths.dashboard, { quiet: true }),
    undefined,
    { keepNewIn: GAME_DAY_SET },
  ).then((r) => r.data)
