import { keepGameDays } from './game-day-keeper'
import { GAME_DAY_SET } from './game-day-set'
import { setNamedAt } from './read-cache'
import { REFRESH_MS, useCopyKeeper } from './use-copy-keeper'

// Runs the game-day copies (game-day-keeper.ts) while the community area is open and online — never twice at
// once, and not again within REFRESH_MS of the last whole refresh.

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

export const useGameDayKeeper = (userUid: string | undefined) => useCopyKeeper(userUid, refreshGameDays)
