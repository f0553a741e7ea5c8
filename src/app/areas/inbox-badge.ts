import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { api } from '../../api/client'
import type { Inbox } from '../../api/contract/schemas/alerts'
import type { DataBody } from '../../api/contract/schemas/common'
import { inboxPaths } from '../../api/contract/terms/paths'
import type { AreaNavItem } from '../area-nav'

// The scout menu's unread count beside "Inbox" (decision 0058): asked when the area opens, on every move between
// its pages (reading the inbox changes it) and every two minutes; offline it keeps what it last knew.

const EVERY_MS = 120_000

/** `uid`: the signed-in scout; nothing is asked without one (a signed-out visit is the guard's to answer). */
export function useInboxBadge(nav: AreaNavItem[], uid: string | undefined): AreaNavItem[] {
  const [path] = useLocation()
  const [unread, setUnread] = useState<number>()
  // Asked again on each move between pages (`path`), not only once, and for another scout (`uid`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: path is the reason to ask again
  useEffect(() => {
    if (!uid) return
    let live = true
    const ask = () =>
      api<DataBody<Inbox>>(inboxPaths.inbox, { query: { unread: 1 }, quiet: true }).then(
        (r) => live && setUnread(r.data.unread),
        () => undefined,
      )
    void ask()
    const timer = setInterval(ask, EVERY_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [path, uid])
  return nav.map((item) => (item.href === '/inbox' ? { ...item, badge: unread } : item))
}
