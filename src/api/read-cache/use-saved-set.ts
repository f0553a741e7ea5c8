import { useEffect, useState } from 'react'
import { type SavedSet, savedSets, subscribeReadCache } from './read-cache'

// What one offline set holds on this device (copies, bytes, since when) and the time it was last looked at,
// kept current as copies are saved or removed: the shortlist's and a competition's offline lines use it.

export function useSavedSet(set: string): { saved: SavedSet | undefined; now: number } {
  const [state, setState] = useState<{ saved: SavedSet | undefined; now: number }>(() => ({
    saved: undefined,
    now: Date.now(),
  }))
  useEffect(() => {
    const refresh = () => savedSets().then((sets) => setState({ saved: sets.get(set), now: Date.now() }))
    void refresh()
    return subscribeReadCache(refresh)
  }, [set])
  return state
}
