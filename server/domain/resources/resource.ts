import type { z } from 'zod'
import type { ListQuery, ResourceDef } from './resource-read'

// What an area needs to serve a resource: where it lives (a path relative to the area's base, from the
// contract's path table), how it is stored (its definition) and what the wire accepts (its contract).

export interface ResourceWire {
  create: z.ZodType
  update: z.ZodType<{ version?: number }>
  list: z.ZodType<ListQuery>
}

export interface Resource {
  path: string
  def: ResourceDef
  contract: ResourceWire
}
