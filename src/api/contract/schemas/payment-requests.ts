import { z } from 'zod'

// What the payment calls accept (payments.ts holds the catalogue's words and shapes, with no validation
// library, for the scout's screens).

export const paymentQuery = z.object({
  package_code: z
    .string({ error: 'Choose a package' })
    .trim()
    .min(1, { message: 'Choose a package' })
    .max(40, { message: 'There is no such package' }),
})

/** A provider's webhook: the raw bytes, as signed (parsed only after the signature is verified). */
export const webhookBody = z.custom<Uint8Array>((v) => v instanceof Uint8Array, {
  message: 'A webhook body is the provider’s signed JSON',
})
