import { setup, transition } from 'xstate'
import type { EnquiryEventType, EnquiryStatus } from '../api/contract/terms/enquiries'

// The life of a scout's enquiry about a player, as ONE state chart both sides run (decision 0018): the server asks
// it whether a change is allowed before writing it (an illegal one answers 409 with the allowed ones), and the
// screens offer exactly the actions it allows. Isomorphic: it imports only xstate and the contract's words for
// the statuses and events (src/api/contract/terms/enquiries.ts).
//
//   new ──REVIEW──▶ in_review ──ANSWER──▶ answered ──CLOSE──▶ closed
//    │               │  ▲                    │
//    │               │  └────FOLLOW_UP───────┘   (the scout writes back: the provider looks again)
//    ├──ANSWER───────┼──────────────────────▶ answered
//    ├──DECLINE──────┴──▶ declined              (the provider will not pursue it, with a reason)
//    └──WITHDRAW (scout, from new, in_review or answered) ──▶ withdrawn
//
// closed, declined and withdrawn are final.

export { type EnquiryEventType, type EnquiryStatus, enquiryStatuses } from '../api/contract/terms/enquiries'

export type EnquiryEvent = { type: EnquiryEventType }

/** Who may send each event: the provider's admins, or the scout who wrote the enquiry. */
export const eventActor: Record<EnquiryEventType, 'admin' | 'scout'> = {
  REVIEW: 'admin',
  ANSWER: 'admin',
  CLOSE: 'admin',
  DECLINE: 'admin',
  WITHDRAW: 'scout',
  FOLLOW_UP: 'scout',
}

/** Events that must carry a message: an answer, a reason to decline, the scout's follow-up. */
export const needsMessage: ReadonlySet<EnquiryEventType> = new Set(['ANSWER', 'DECLINE', 'FOLLOW_UP'])

export const enquiryStatusMachine = setup({
  types: { events: {} as EnquiryEvent },
}).createMachine({
  id: 'enquiryStatus',
  initial: 'new',
  states: {
    new: { on: { REVIEW: 'in_review', ANSWER: 'answered', DECLINE: 'declined', WITHDRAW: 'withdrawn' } },
    in_review: { on: { ANSWER: 'answered', DECLINE: 'declined', CLOSE: 'closed', WITHDRAW: 'withdrawn' } },
    answered: { on: { FOLLOW_UP: 'in_review', CLOSE: 'closed', WITHDRAW: 'withdrawn' } },
    closed: { type: 'final' },
    declined: { type: 'final' },
    withdrawn: { type: 'final' },
  },
})

const allEvents = Object.keys(eventActor) as EnquiryEventType[]

/** The status an event leads to from `from`, or undefined when the chart does not allow it. */
export function nextStatus(from: EnquiryStatus, event: EnquiryEventType): EnquiryStatus | undefined {
  const snapshot = enquiryStatusMachine.resolveState({ value: from })
  if (!snapshot.can({ type: event })) return undefined
  const [next] = transition(enquiryStatusMachine, snapshot, { type: event })
  return next.value as EnquiryStatus
}

/** The events `actor` may send in status `from` (what a screen offers as buttons). */
export const allowedEvents = (from: EnquiryStatus, actor: 'admin' | 'scout'): EnquiryEventType[] =>
  allEvents.filter((event) => eventActor[event] === actor && nextStatus(from, event) !== undefined)

/** The admin's `PUT enquire/{id} {status}` names the status it wants: the event that leads there from `from`. */
export function eventTo(from: EnquiryStatus, to: EnquiryStatus, actor: 'admin' | 'scout') {
  return allowedEvents(from, actor).find((event) => nextStatus(from, event) === to)
}
