import type { OutboxWrite } from '../../api/outbox/types'

// Plain-language names for queued writes: "New player", "Change to team" … taken from the API path.

const verbs: Record<OutboxWrite['method'], string> = {
  POST: 'New',
  PUT: 'Change to',
  PATCH: 'Change to',
  DELETE: 'Removal of',
}

export function describeWrite(write: OutboxWrite): string {
  const parts = write.url
    .split('?')[0]!
    .replace(/^\/api\/community\/?/, '')
    .split('/')
    .filter(Boolean)
  const family = (parts.find((p) => !/^[0-9a-f-]{32,36}$/i.test(p)) ?? 'record').replace(/[-_]/g, ' ')
  return `${verbs[write.method]} ${family === 'profile' ? 'player' : family}`
}

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString([], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })

/** What the record is called, so the member recognises it: its name or title, else its first text field. */
export function summaryOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined
  const record = body as Record<string, unknown>
  for (const key of ['name', 'title', 'label'])
    if (typeof record[key] === 'string' && record[key]) return record[key]
  return Object.entries(record).find(([k, v]) => k !== 'uid' && typeof v === 'string' && v)?.[1] as
    | string
    | undefined
}
