import type { z } from 'zod'
import type { FamilyDef, ListQuery } from './family-read'

// What an area needs to serve a family: where it lives (a path relative to the area's base, from the
// contract's path table), how it is stored (its definition) and what the wire accepts (its contract).

export interface FamilyWire {
  create: z.ZodType
  update: z.ZodType<{ version?: number }>
  list: z.ZodType<ListQuery>
}

export interface Family {
  path: string
  def: FamilyDef
  contract: FamilyWire
  /** How a scout reads it, when not as the community does (club memberships without hidden minors: clubs.ts). */
  forScouts?: FamilyDef
}
