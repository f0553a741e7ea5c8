import { createHmac } from 'node:crypto'
import type { Db } from '../../../db/client'
import { hit } from '../../accounts/rate-limit'

// A shared link's "opens" counts people, not reloads: one open per visitor per hour, so a phone left on the page
// or a script reloading it cannot inflate what the scout reads. A visitor is the address and browser that asked,
// kept only as an HMAC keyed by the link's own token — which is never stored (decision 0046) — so the kept key
// tells no one the address, and cannot be matched across links. The windows live in rate_limits beside the other
// fixed windows (swept hourly once past, domain/housekeeping/expired-rows.ts).

const HOUR = 3_600_000

export interface Visitor {
  ip: string
  userAgent: string
}

const visitorKey = (token: string, visitor: Visitor) =>
  `share-open:${createHmac('sha256', token).update(`${visitor.ip}\n${visitor.userAgent}`).digest('base64url')}`

/** True the first time this visitor opens this link in an hour: then the open counts. */
export async function firstOpenThisHour(
  db: Db,
  token: string,
  visitor: Visitor,
  now: Date,
): Promise<boolean> {
  const { over } = await hit(db, visitorKey(token, visitor), { max: 1, windowMs: HOUR }, now)
  return !over
}
