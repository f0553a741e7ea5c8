import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../client'
import { seedDemoAccounts } from './demo-accounts'

// Everything `npm start` shows a newcomer outside production. Idempotent: runs on every start.
export async function seedDemoData(db: Db, log: Pick<FastifyBaseLogger, 'info'>) {
  const accounts = await seedDemoAccounts(db)
  log.info({ accounts }, 'demo data ready')
}
