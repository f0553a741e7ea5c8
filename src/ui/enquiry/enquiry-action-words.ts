import type { EnquiryEventType } from '../../machines/enquiry-status.machine'

// What the enquiry screens call each move of the chart, and what the message field says about them: the chart
// decides which moves need a message (an answer, a reason to decline, the scout's reply — needsMessage); these
// words only tell the person at the screen.

export const actionLabel: Record<EnquiryEventType, string> = {
  REVIEW: 'Start reviewing',
  ANSWER: 'Send the answer',
  DECLINE: 'Decline',
  CLOSE: 'Close',
  WITHDRAW: 'Withdraw the enquiry',
  FOLLOW_UP: 'Write back',
}

/** The move as the end of "Needed to …" / "… when you …". */
const doing: Record<EnquiryEventType, string> = {
  REVIEW: 'start reviewing',
  ANSWER: 'answer',
  DECLINE: 'decline',
  CLOSE: 'close',
  WITHDRAW: 'withdraw',
  FOLLOW_UP: 'write back',
}

/** Said beside the message field when a move that needs a message is sent without one. */
export const messageMissing: Record<EnquiryEventType, string> = {
  REVIEW: 'Write a message first',
  ANSWER: 'Write the answer first',
  DECLINE: 'Write why you decline first',
  CLOSE: 'Write a message first',
  WITHDRAW: 'Write a message first',
  FOLLOW_UP: 'Write your reply first',
}

const either = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

/** The message field's hint: which of the moves on offer need it, and that the others may carry one. */
export function messageHint(actions: readonly { event: EnquiryEventType; needs_message: boolean }[]) {
  const needed = actions.filter((a) => a.needs_message).map((a) => doing[a.event])
  const optional = actions.filter((a) => !a.needs_message).map((a) => doing[a.event])
  return `Needed to ${either(needed)}${optional.length ? `; you may add one when you ${either(optional)}` : ''}.`
}
