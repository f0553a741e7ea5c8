import type { TransactionStatus } from '../../../api/contract/payments'

// How a payment's status reads to a scout.
export const statusWords: Record<TransactionStatus, string> = {
  pending: 'Waiting for the payment',
  paid: 'Paid',
  failed: 'Not paid',
  refunded: 'Refunded',
  expired: 'Not completed',
}
