import { OutboxPage } from '../../features/offline/outbox-page'
import { PageLoading } from '../page-loading'
import { useCommunityOutbox } from './community-sync'

/** /community/sync — its own chunk: the outbox screen is only needed when something is waiting. */
export default function CommunityOutboxSection() {
  const runtime = useCommunityOutbox()
  return runtime ? <OutboxPage runtime={runtime} /> : <PageLoading label="Opening the outbox" />
}
