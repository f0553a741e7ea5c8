import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// Secrets handed to clients are 256 random bits; only their SHA-256 is stored.

export const newToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function sign(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64url')}`
}

/** Returns the value when the signature is valid, undefined otherwise (constant-time compare). */
export function unsign(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.')
  if (dot <= 0) return undefined
  const value = signed.slice(0, dot)
  const expected = Buffer.from(sign(value, secret))
  const given = Buffer.from(signed)
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : undefined
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
