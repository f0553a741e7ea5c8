import { useEffect } from 'react'

// Runs a set of offline copies' refresh while a signed-in area is open: shortly after it opens (after the screen's
// own reads), when the connection comes back, and every REFRESH_MS. The refresh itself says whether it is due
// (each keeper skips a run within REFRESH_MS of its last whole one, so a reload reads nothing again).

export const REFRESH_MS = 15 * 60_000
const START_DELAY_MS = 1_500

export function useCopyKeeper(userUid: string | undefined, refresh: () => Promise<unknown>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one schedule per signed-in user; `refresh` is fixed.
  useEffect(() => {
    if (!userUid) return
    const run = () => void refresh().catch(() => undefined)
    const first = setTimeout(run, START_DELAY_MS)
    const every = setInterval(run, REFRESH_MS)
    window.addEventListener('online', run)
    return () => {
      clearTimeout(first)
      clearInterval(every)
      window.removeEventListener('online', run)
    }
  }, [userUid])
}
