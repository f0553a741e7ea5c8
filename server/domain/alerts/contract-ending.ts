import type { Db } from '../../db/client'

// Kind contract_ending: a followed player's contract enters its last six months. Players carry no contract's end
// yet; when the field lands, this is where the daily job finds them (as daily-alerts.ts's staleReports finds
// stale reports) and raises one item per follower with `raise(tx, { kind: 'contract_ending', subject: player,
// fingerprint: <the contract's end date>, … })`, so a contract extended and ending again alerts again.

export async function contractEndingAlerts(_db: Db): Promise<void> {}
