import type { Role } from '../../../src/api/contract/terms/roles'
import type { Db } from '../../db/client'
import { createAccount, findAccountByEmail } from '../../domain/accounts/accounts'

// Demo accounts of the README, created only outside production (config.demoData).
export const DEMO_PASSWORD = 'football-demo-2026'
export const demoAccounts: { role: Role; email: string; name: string; username?: string }[] = [
  { role: 'admin', email: 'admin@example.com', name: 'Alex Admin' },
  { role: 'community', email: 'community@example.com', name: 'Casey Community' },
  { role: 'scout', email: 'scout@example.com', name: 'Sam Scout', username: 'demo-scout' },
]

/** Creates the missing demo accounts; leaves existing ones (and their passwords) alone. */
export async function seedDemoAccounts(db: Db) {
  let created = 0
  for (const demo of demoAccounts) {
    if (await findAccountByEmail(db, demo.role, demo.email)) continue
    await createAccount(db, { ...demo, password: DEMO_PASSWORD })
    created++
  }
  return created
}
