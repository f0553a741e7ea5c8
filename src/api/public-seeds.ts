import { createContext } from 'react'
import type { PublicSeeds } from './contract/schemas/public-site'

// The answers a server-rendered public page was rendered from (decision 0044), by the address of the read that
// answers each on the client. The server renders with them and writes them into the page; the browser hydrates
// with the same, so the first render matches the HTML and nothing is asked twice. A seed is used once: the next
// visit to the same address reads it fresh.

export const PublicSeedsContext = createContext<Map<string, PublicSeeds[string]>>(new Map())

/** The seeds a server-rendered page carries (none on a page the browser renders alone). */
export function pageSeeds(): Map<string, PublicSeeds[string]> {
  const script = typeof document === 'undefined' ? null : document.getElementById('public-seeds')
  return new Map(Object.entries(script ? (JSON.parse(script.textContent ?? '{}') as PublicSeeds) : {}))
}
