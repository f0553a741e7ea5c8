import { Link } from 'wouter'
import { type ApiError, toApiError } from '../api/request-rules'
import { useRecordPlace } from './record-area'

// What a screen says when the server cannot be reached and this device holds no copy of what was asked for:
// that, in words, and the way to what does work offline — never "Something went wrong" or an empty list that
// looks true.

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
          Your shortlist and lists open without a signal: <Link href="~/scout/shortlist">Shortlist</Link>.
        </>
      )}
    </p>
  )
}
