// How many files are being written at once, per account and in all: an export reads and writes a table of up to
// 100,000 rows or draws a PDF, and eight of them from one scout held /api/health for seconds (bench/heavy-user.ts).
// One process's count: each server (or cluster worker) keeps its own, so the limits hold per process.

/** Files one account may have under way at once. */
export const EXPORTS_PER_ACCOUNT = 1
/** Files one server process writes at once, for everyone. */
export const EXPORTS_PER_PROCESS = 2

export type SlotRefusal = 'account-busy' | 'server-busy'

export class ExportSlots {
  private readonly byAccount = new Map<string, number>()
  private total = 0

  constructor(
    private readonly perAccount = EXPORTS_PER_ACCOUNT,
    private readonly perProcess = EXPORTS_PER_PROCESS,
  ) {}

  /** Takes a slot for `account`, or says why not; a taken slot is given back with `release` exactly once. */
  take(account: string): SlotRefusal | undefined {
    const mine = this.byAccount.get(account) ?? 0
    if (mine >= this.perAccount) return 'account-busy'
    if (this.total >= this.perProcess) return 'server-busy'
    this.byAccount.set(account, mine + 1)
    this.total++
    return undefined
  }

  release(account: string) {
    const mine = this.byAccount.get(account) ?? 0
    if (mine <= 1) this.byAccount.delete(account)
    else this.byAccount.set(account, mine - 1)
    this.total = Math.max(0, this.total - 1)
  }
}
