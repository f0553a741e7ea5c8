import type { FastifyBaseLogger } from 'fastify'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import {
  importOpenfootball,
  readOpenfootballFiles,
  WORLD_CUP_2026_FILES,
} from '../../domain/import/import-openfootball'
import { seedDemoAccounts } from './demo-accounts'
import { seedDemoContent } from './demo-content'
import { seedDemoRatings } from './demo-ratings'
import { seedDemoTemplates } from './demo-templates'

// Everything `npm start` shows a newcomer outside production: the demo accounts, the public site's content,
// the real World Cup 2026 (squads, players, clubs, matches and scorers) and invented ratings of some of its
// best-known players (demo-ratings.ts), and three report templates (demo-templates.ts). Idempotent: runs on every start and changes nothing the
// second time.
export async function seedDemoData(db: Db, log: Pick<FastifyBaseLogger, 'info'>, storage: Storage) {
  const accounts = await seedDemoAccounts(db)
  const content = await seedDemoContent(db, storage)
  const started = performance.now()
  const report = await importOpenfootball(db, await readOpenfootballFiles(WORLD_CUP_2026_FILES))
  // After the squads: the ratings belong to their players.
  const ratings = await seedDemoRatings(db)
  const templates = await seedDemoTemplates(db)
  log.info(
    {
      accounts,
      content,
      worldCup: report.totals,
      ratings,
      templates,
      ms: Math.round(performance.now() - started),
    },
    'demo data ready',
  )
}
