import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's minimum cost (m=19 MiB, t=2, p=1): docs/security.md.
// algorithm 2 is Argon2id in @node-rs/argon2's (const enum) Algorithm.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, options)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A hash to verify against when the account does not exist, so both paths cost the same time. */
let dummyHash: Promise<string> | undefined
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-just-timing')
  return dummyHash
}

// The most common leaked passwords of 10+ characters (the only ones our length rule lets through).
const common = new Set([
  '1234567890',
  '12345678910',
  '0123456789',
  '1q2w3e4r5t',
  'qwertyuiop',
  '1qaz2wsx3edc',
  'password123',
  'password1234',
  'password12',
  'iloveyou12',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'abcdefghij',
  'abc1234567',
  'football123',
  'football12',
  'footballfootball',
  'princess12',
  'sunshine12',
  'welcome123',
  'administrator',
  'letmein123',
  'passw0rd123',
  'aaaaaaaaaa',
  '1111111111',
  '0000000000',
  'zxcvbnm123',
  'asdfghjkl1',
  'monkey1234',
  'dragon1234',
  'trustno1234',
  'baseball123',
  'superman123',
  'michael123',
  'charlie123',
  'liverpool1',
  'chelsea123',
  'arsenal123',
  'manchester',
  'barcelona1',
  'realmadrid',
])

export const isCommonPassword = (password: string) => common.has(password.toLowerCase())
