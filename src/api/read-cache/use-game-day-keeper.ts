import { useEffect } from 'react'
import { keepGameDays } from './game-day-keeper'
import { GAME_DAY_SET } from './game-day-set'
import { setNamedAt } from './read-cache'

// Runs the game-day copies (game-day-keeper.ts) while the community area is open and online: shortly after it
// opens, when the connection comes back, and every REFRESH_MS — never twice at once, and not again within
// REFRESH_MS of the last whole refresh (a reload does not read everything again).

export const REFRESH_MS = 15 * 60_000
/** After the page's own reads: the member's screen first. */
const START_DELAY_MS = 1_500

let running: Promise<unknown> | undefined

/** Refreshes the copies now unless one runs or the last ended less than `freshFor` ago (the Sync page: 0). */
export async function refreshGameDays(freshFor = REFRESH_MS): Promise<void> {
  if (running || !navigator.onLine) return
  const last = await setNamedAt(GAME_DAY_SET)
  if (last !== undefined && Date.now() - last < freshFor) return
  running = keepGameDays().catch(() => undefined)
  await running.finally(() => {
    running = undefined
  })
}

export function useGameDayKeeper(userUid: string | undefined): void {
  useEffect(() => {
    if (!userUid) return
    const run = () => void refreshGameDays()
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
