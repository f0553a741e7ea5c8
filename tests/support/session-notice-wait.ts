// A logout answered by one server reaches the others as a PostgreSQL notice (decision 0059), delivered when the
// logout commits but read by each listening process a moment later: on a loaded machine a request sent to another
// server right after the logout's answer can overtake its notice. "At once" in the tests of several servers means
// within that delivery, well under the REMEMBER_MS (10 s) a session missed by its notice would still be answered.

/** How long a notice may take to reach another server process: "refused on B within 50 ms" (decision 0059). */
export const AT_ONCE_MS = 50

/** Asks `statusOf` until it answers 401, for up to AT_ONCE_MS (at least once): true, or the last status seen. */
export async function refusedAtOnce(statusOf: () => Promise<number>) {
  const started = Date.now()
  let status = 0
  do {
    status = await statusOf()
    if (status === 401) return true
  } while (Date.now() - started < AT_ONCE_MS)
  return status
}
