// GET /api/community/history/{id}: who created a community record, who changed it last, and every change (the
// changed fields before and after), newest first. Written by database triggers (decision 0020).

export interface HistoryActor {
  uid: string
  name: string
}

export interface RecordChange {
  at: string
  action: 'create' | 'update' | 'delete'
  /** Null when no member made it (an import from the command line, the demo data). */
  by: HistoryActor | null
  /** The fields as they were (a change: only the changed ones; a delete: the whole record). */
  before: Record<string, unknown> | null
  /** The fields as they became (a change: only the changed ones; a create: the whole record). */
  after: Record<string, unknown> | null
}

export interface RecordHistory {
  created: { at: string; by: HistoryActor | null } | null
  last_changed: { at: string; by: HistoryActor | null } | null
  /** The most recent 100, newest first. */
  changes: RecordChange[]
  total: number
}
