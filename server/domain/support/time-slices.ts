import { setImmediate } from 'node:timers/promises'

// Work that must stay on the event loop (it needs what the database read: a sheet's rows matched with players) is
// done in slices of a few milliseconds, others' requests answered between them (decision 0067): 50,000 rows matched
// in one go held /api/health for minutes on a busy machine.

/** A function to await once per item: it gives the loop to others once `sliceMs` have passed since it last did. */
export function timeSlices(sliceMs = 10) {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < sliceMs) return
    await setImmediate()
    since = performance.now()
  }
}
