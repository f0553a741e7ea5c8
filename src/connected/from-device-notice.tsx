import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { savedWhenWords } from '../api/read-cache/cache-rules'
import { savedAtOf } from '../api/read-cache/cached-read'
import { type ApiError, toApiError } from '../api/request-rules'
import { useRecordPlace } from './record-area'

// What a screen says without a signal. Showing its offline copy instead of the server's answer: that it is a
// copy on this device, and since when ("as saved on this device at 14:02"), so nobody takes yesterday's numbers
// for today's. Holding no copy: that, in words, with the way to what works offline (`NotOnDevice`).

export function FromDeviceNotice({ data, what }: { data: unknown; what: string }) {
  const savedAt = savedAtOf(data)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (savedAt === undefined) return
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [savedAt])
  if (savedAt === undefined) return null
  return (
    <p className="from-device" role="status">
      No connection: {what} as saved on this device {savedWhenWords(savedAt, now)}.
    </p>
  )
}

// Never "Something went wrong", nor an empty list that looks true.

/** No answer at all (offline, the server out of reach): not a refusal, not a cancelled request. */
export const isUnreachable = (error: unknown): boolean => {
  const failure: ApiError = toApiError(error)
  return failure.status === undefined && !failure.aborted
}

/** `what` names it ("this game"; "the games" with `plural`). */
export function NotOnDevice({ what, plural = false }: { what: string; plural?: boolean }) {
  const place = useRecordPlace()
  return (
    <p className="from-device" role="status">
      No connection, and {what} {plural ? 'are' : 'is'} not saved on this device.{' '}
      {place.area === 'community' ? (
        <>
          Your games of these weeks, the games you opened and the competitions taken offline open without a
          signal: see <Link href={place.games.href}>Games</Link> or what this device keeps on the{' '}
          <Link href="~/community/sync">Sync page</Link>.
        </>
      ) : (
        <>
          Your shortlist and lists open without a signal: <Link href="~/scout/shortlist">Shortlist</Link>,{' '}
          <Link href="~/scout/lists">Lists</Link>.
        </>
      )}
    </p>
  )
}
