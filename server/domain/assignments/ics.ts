// An iCalendar file (RFC 5545) as Google Calendar, Apple Calendar and Outlook read it: CRLF line ends, lines
// folded at 75 octets without splitting a character, text escaped, times in UTC, all-day events as DATE values.

export interface IcsEvent {
  uid: string
  /** A UTC instant (ISO), or a day (YYYY-MM-DD) for an all-day event. */
  start: string
  /** Minutes for a timed event; an all-day event lasts its day. */
  minutes?: number
  summary: string
  description?: string
  location?: string
  url?: string
  /** When the event last changed (ISO). */
  stamp: string
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Folds a content line at 75 octets (§3.1), on a character's boundary, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    const limit = parts.length ? 74 : 75
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const utc = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`
const day = (isoDay: string) => isoDay.replace(/-/g, '')
const nextDay = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

function eventLines(event: IcsEvent): string[] {
  const allDay = /^\d{4}-\d{2}-\d{2}$/.test(event.start)
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utc(event.stamp)}`]
  if (allDay)
    lines.push(`DTSTART;VALUE=DATE:${day(event.start)}`, `DTEND;VALUE=DATE:${day(nextDay(event.start))}`)
  else
    lines.push(
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(new Date(Date.parse(event.start) + (event.minutes ?? 120) * 60_000).toISOString())}`,
    )
  lines.push(`SUMMARY:${escapeText(event.summary)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.url) lines.push(`URL:${event.url}`)
  lines.push('END:VEVENT')
  return lines
}

export function icsCalendar(name: string, events: IcsEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Scoutline//Assignments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
