import type { SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { FamilyDef, UidListDef } from './family-read'

// One typed definition per family, checked against the family's zod contract by the compiler: every
// contract field needs a column (or, for a uid list, a join table), a column for a field the contract lacks is
// an excess property, and a filter the contract's list query does not declare cannot be written. What the
// compiler cannot see (a declared filter left unhandled) is refused when the module loads, so no server with
// such a family ever starts. Decision 0010 says where the engine stops.

/** The part of a family contract the engine reads: the record's fields and its list filters. */
export interface FamilyContract<S extends z.ZodRawShape = z.ZodRawShape, K extends string = string> {
  fields: z.ZodObject<S>
  filters: readonly K[]
}

type Output<C> = C extends FamilyContract<infer S, string> ? z.output<z.ZodObject<S>> : never
type FieldKey<C> = keyof Output<C> & string
/** Fields whose wire value is a list of uids: stored in a join table, not a column. */
type ListKey<C> = {
  [F in FieldKey<C>]-?: NonNullable<Output<C>[F]> extends readonly string[] ? F : never
}[FieldKey<C>]
type ColumnKey<C> = Exclude<FieldKey<C>, ListKey<C>>
export type FilterKey<C> = C extends FamilyContract<z.ZodRawShape, infer K> ? K : never

type Lists<C> = [ListKey<C>] extends [never]
  ? { lists?: undefined }
  : { lists: { [F in ListKey<C>]: UidListDef<FilterKey<C>> } }

export type TypedFamilyDef<C> = Omit<FamilyDef, 'columns' | 'lists' | 'filters' | 'where'> & {
  /** Wire field → column, for every scalar field of the contract. */
  columns: { [F in ColumnKey<C>]: AnyPgColumn }
  /** List-query key → column compared for equality. */
  filters?: { [F in FilterKey<C>]?: AnyPgColumn }
  /** List-query key → a condition that is not a plain column (e.g. games by team). */
  where?: { [F in FilterKey<C>]?: (value: string) => SQL }
} & Lists<C>

/** A family: its definition, typed against `contract`; `filters` the list keys it answers. */
export function defineFamily<S extends z.ZodRawShape, K extends string, C extends FamilyContract<S, K>>(
  contract: C,
  def: TypedFamilyDef<C>,
): FamilyDef {
  const handled = new Set<string>([
    ...Object.keys(def.filters ?? {}),
    ...Object.keys(def.where ?? {}),
    ...Object.values((def.lists ?? {}) as Record<string, UidListDef>).flatMap((l) =>
      l.filter ? [l.filter] : [],
    ),
  ])
  const unhandled = contract.filters.filter((key) => !handled.has(key))
  if (unhandled.length)
    throw new Error(`The ${def.label} family does not handle the list filter(s) ${unhandled.join(', ')}`)
  return def as FamilyDef
}
