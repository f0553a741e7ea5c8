import type { OutboxWrite } from '../../api/outbox/types'

// Plain-language names for queued writes, as a member recognises them: "New player Olli Offline", "Change to
// team Riverside U19", "Game sheet Riverside U19 – Harbour City U19". Never the method and address.

const verbs: Record<OutboxWrite['method'], string> = {
  POST: 'New',
  PUT: 'Change to',
  PATCH: 'Change to',
  DELETE: 'Removal of',
}

/** The words for each family of the community API; others read as their name with spaces. */
const familyWords: Record<string, string> = {
  profile: 'player',
  player: 'player',
  profile_pic: 'player photo',
  game: 'game sheet',
  national: 'national side',
  national_team: 'national team',
  national_squad: 'national squad member',
  national_staff: 'national staff member',
  national_match_day: 'national match day',
  'club-country': 'club country',
  'club-member': 'club member',
  'game-day': 'game day',
  'week-day': 'week',
  gallery_image: 'gallery picture',
  video_event: 'video moment',
  event_player: 'players of a video moment',
  player_report: 'report',
  team_league: 'team in a league',
}

export function familyOf(write: OutboxWrite): string {
  const parts = write.url
    .split('?')[0]!
    .replace(/^\/api\/community\/?/, '')
    .split('/')
    .filter(Boolean)
  const family = parts.find((p) => !/^[0-9a-f-]{32,36}$/i.test(p)) ?? 'record'
  return familyWords[family] ?? family.replace(/[-_]/g, ' ')
}

/** One line: what kind of change, of what, named as the member named it. */
export function describeWrite(write: OutboxWrite, body?: unknown): string {
  if (write.label) return write.label
  const name = summaryOf(body)
  return [verbs[write.method], familyOf(write), name].filter(Boolean).join(' ')
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
