import { expect } from 'vitest'
import type { TestClient } from './http-client'

/**
 * A profile as a list row carries it: the profile alone adds `recruitment`, each value with its source, the
 * reader's club's over the community's (decision 0055); a list carries the community's values flat.
 */
export function asListed(record: Record<string, unknown>): Record<string, unknown> {
  const { recruitment: _sources, ...rest } = record
  return rest
}

/**
 * The rows of the page at `url` whose uid is among `uids`, after checking that each equals `recordUrl`'s answer
 * for it, field by field and in the same key order: a list written as JSON by PostgreSQL against the record read
 * alone (decisions 0047 and 0048).
 */
export async function rowsAsRecords(
  client: TestClient,
  url: string,
  recordUrl: (uid: string) => string,
  uids: readonly string[],
): Promise<Record<string, unknown>[]> {
  const res = await client.inject({ url })
  expect(res.statusCode, res.body).toBe(200)
  const made = (res.json().data as Record<string, unknown>[]).filter((row) =>
    uids.includes(row.uid as string),
  )
  for (const row of made) {
    const record = asListed((await client.inject({ url: recordUrl(row.uid as string) })).json().data)
    expect(row, url).toEqual(record)
    expect(Object.keys(row), url).toEqual(Object.keys(record))
  }
  return made
}
