import type { Config } from '../../config'
import type { PaymentProvider } from './provider'
import { sandboxProvider } from './sandbox'
import { stripeProvider } from './stripe'

export type { PaymentEvent, PaymentProvider } from './provider'

/** The configured provider (config.payments), or undefined when payments are off (production without Stripe). */
export function createPaymentProvider(payments: Config['payments']): PaymentProvider | undefined {
  if (payments.provider === 'stripe') return stripeProvider(payments.secretKey, payments.webhookSecret)
  if (payments.provider === 'sandbox') return sandboxProvider(payments.webhookSecret)
  return undefined
}
