// Database errors arrive wrapped (drizzle wraps the driver's error in `cause`); these read the SQLSTATE
// fields the same way on node-postgres and PGlite.

export interface PgError {
  code: string
  table?: string
  constraint?: string
  detail?: string
  column?: string
}

export function pgErrorOf(err: unknown): PgError | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as PgError
    e = e.cause as typeof e
  }
  return undefined
}

export const FOREIGN_KEY_VIOLATION = '23503'
export const UNIQUE_VIOLATION = '23505'
export const CHECK_VIOLATION = '23514'

/** `Key (country_id)=(…) is not present in table "countries".` → `country_id` */
export function keyColumnOf(error: PgError): string | undefined {
  return /Key \(([^)]+)\)=/.exec(error.detail ?? '')?.[1]
}
