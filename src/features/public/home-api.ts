import { useContext, useEffect, useState } from 'react'
import type { DataBody } from '../../api/contract/schemas/common'
import { type PublicHome, publicPaths } from '../../api/contract/schemas/public-site'
import type { ContentItem } from '../../api/contract/schemas/site-content'
import type { Package } from '../../api/contract/terms/payments'
import { PublicSeedsContext } from '../../api/public-seeds'

// The public site's reads: plain GETs with the browser's fetch (the landing page carries no API client), each
// revalidated against the server's ETag, so an admin's change shows on the next load.

async function read<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } })
  if (!res.ok) {
    // The status says all the page shows ("News not found"), but the short body is still read to its end: an
    // unread one keeps the response open (the request pending) for as long as the page lives.
    await res.arrayBuffer().catch(() => undefined)
    throw Object.assign(new Error(`${res.status}`), { status: res.status })
  }
  return ((await res.json()) as DataBody<T>).data
}

export const loadHome = () => read<PublicHome>(publicPaths.home)
export const loadNews = (slug: string) => read<ContentItem>(publicPaths.news(slug))
export const loadPublicPackages = () => read<Package[]>(publicPaths.packages)

/**
 * A read's answer, its failure, or neither while it is on its way. `key` is the read's address: a page the server
 * rendered starts from the answer it was rendered with (src/api/public-seeds.ts) and does not ask again. Not `useRecord` (src/api/use-read.ts): that
 * one brings the API's error rules and their zod contracts, 25 KB gzip the landing page would load for nothing
 * (measured: 86 → 111 KB; the budget is 90).
 */
export function usePublicRead<T>(load: () => Promise<T>, key: string) {
  const seeds = useContext(PublicSeedsContext)
  const [state, setState] = useState<{ data?: T; error?: { status?: number } }>(
    () => (seeds.get(key) as { data?: T; error?: { status?: number } } | undefined) ?? {},
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is read.
  useEffect(() => {
    if (seeds.delete(key)) return
    let live = true
    setState({})
    load().then(
      (data) => live && setState({ data }),
      (error) => live && setState({ error }),
    )
    return () => {
      live = false
    }
  }, [key])
  return state
}

export type HomeItem = ContentItem
/** A text field of an item (fields are the contract's, typed loosely on the wire). */
export const field = (item: ContentItem | null | undefined, name: string) =>
  (item?.fields[name] as string | null | undefined) ?? null
