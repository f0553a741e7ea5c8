import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { hit, type Limit, peek } from '../domain/accounts/rate-limit'
import { httpError } from './errors'

// Limits for the endpoints an attacker would hammer (SECURITY.md). Counters live in the database.
const minutes = (n: number) => n * 60_000
export const limits = {
  loginPerAccount: { max: 10, windowMs: minutes(15) },
  loginPerIp: { max: 50, windowMs: minutes(15) },
  forgetPerAccount: { max: 5, windowMs: minutes(15) },
  forgetPerIp: { max: 20, windowMs: minutes(15) },
  usernamePerIp: { max: 60, windowMs: minutes(1) },
  registerPerIp: { max: 10, windowMs: minutes(60) },
} satisfies Record<string, Limit>

const tooMany = (retryAfter: number) =>
  httpError(429, `Too many attempts. Try again in ${retryAfter} seconds.`, 'RATE_LIMITED', undefined, {
    'retry-after': String(retryAfter),
  })

/** Counts a hit on each key and refuses with 429 + Retry-After when any is over its limit. */
export async function enforce(db: Db, keys: [string, Limit][]) {
  for (const [key, limit] of keys) {
    const { over, retryAfter } = await hit(db, key, limit)
    if (over) throw tooMany(retryAfter)
  }
}

/** Refuses when a key already reached its limit, without counting (failures are counted separately). */
export async function refuseIfExhausted(db: Db, keys: [string, Limit][]) {
  for (const [key, limit] of keys) {
    const { hits, retryAfter } = await peek(db, key)
    if (hits >= limit.max) throw tooMany(retryAfter)
  }
}

export const ipKey = (request: FastifyRequest) => request.ip
