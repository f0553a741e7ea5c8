import { api } from '../../api/client'
import type { ListBody } from '../../api/contract/schemas/common'
import type { ContentItem } from '../../api/contract/schemas/site-content'
import { scoutPaths } from '../../api/contract/terms/paths'

/** The scout news admins publish, newest first (GET media/news). */
export const loadScoutNews = () => api<ListBody<ContentItem>>(scoutPaths.news).then((r) => r.data)
