import { OutboxPage } from '../../features/offline/outbox-page'
import { PageLoading } from '../page-loading'
import { useAreaSession } from '../session-context'
import { useAreaOutbox } from './area-sync'

/** /community/sync and /scout/sync — its own chunk: the outbox screen is only needed when something waits. */
export default function OutboxSection() {
  const runtime = useAreaOutbox()
  const { role } = useAreaSession()
  return runtime ? (
    <OutboxPage runtime={runtime} gameDays={role === 'community'} />
  ) : (
    <PageLoading label="Opening the outbox" />
  )
}
