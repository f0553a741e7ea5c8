import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// Outside production without SESSION_SECRET, the server makes a random secret once and keeps it in the data
// directory: a constant in the source would let anyone who reads the code sign a CSRF cookie or a sandbox payment
// webhook. Production never gets here (SESSION_SECRET is required there).

export const SECRET_FILE = 'session-secret'

/** The secret kept in `dataDir`, made on first use. Two processes starting together agree on one. */
export function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE)
  const existing = read(file)
  if (existing) return existing
  fs.mkdirSync(dataDir, { recursive: true })
  // Written whole under a private name, then linked into place: linking fails if another process got there
  // first, and a reader never sees half a secret.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  fs.writeFileSync(temp, randomBytes(32).toString('base64url'), { mode: 0o600 })
  try {
    fs.linkSync(temp, file)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  } finally {
    fs.rmSync(temp, { force: true })
  }
  return read(file)!
}

function read(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
}
