import { useEffect, useState } from 'react'
import { savedWhenWords } from '../api/read-cache/cache-rules'
import { savedAtOf } from '../api/read-cache/cached-read'

// Said wherever a screen shows its offline copy instead of the server's answer: that it is a copy on this
// device, and since when ("as saved on this device at 14:02"), so nobody takes yesterday's numbers for today's.

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
