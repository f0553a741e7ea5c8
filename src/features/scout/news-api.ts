import { api } from '../../api/client'
import type { ListBody } from '../../api/contract/common'
import { scoutPaths } from '../../api/contract/paths'
import type { ContentItem } from '../../api/contract/site-content'

/** The scout news admins publish, newest first (GET media/news). */
export const loadScoutNews = () => api<ListBody<ContentItem>>(scoutPaths.news).then((r) => r.data)
