import { noticeDone } from '../../api/notices'
import { discardWrite, editWrite, keepMine, retryWrite, takeTheirs } from '../../api/outbox/actions'
import type { Outbox } from '../../api/outbox/outbox'
import type { JsonValue } from '../../api/outbox/types'

// What a member decides about a waiting, refused or conflicting write on the Sync screen, each with the one
// notice that says what will happen next. The screen calls these and never toasts itself.

const announced =
  <A extends unknown[]>(action: (outbox: Outbox, ...args: A) => Promise<unknown>, notice: string) =>
  async (outbox: Outbox, ...args: A) => {
    await action(outbox, ...args)
    noticeDone(notice)
  }

export const writeDecisions = {
  keepMine: announced(keepMine, 'Your version will be sent again.'),
  takeTheirs: announced(takeTheirs, 'The server’s version was kept.'),
  retry: announced(retryWrite, 'Queued to try again.'),
  discard: announced(discardWrite, 'The change was discarded.'),
  edit: announced(
    (outbox: Outbox, id: string, body: JsonValue) => editWrite(outbox, id, body),
    'Saved — the change is waiting to sync again.',
  ),
}
