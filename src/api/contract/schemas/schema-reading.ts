import { z } from 'zod'

// Reading a contract's own schemas, so screens take their limits from it (a form can never drift from what the
// API accepts). Through zod's public API only (classes, `unwrap()`, `in`, `maxLength`), never `_zod.def`, so an
// upgrade of zod cannot silently change a form (decision 0013).

/** Strips optional/nullable/default/transform wrappers; says whether the field may be left out. */
export function unwrapField(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let current = schema
  let optional = false
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      optional = true
      current = current.unwrap() as z.ZodType
    } else if (current instanceof z.ZodDefault) {
      optional = true
      current = current.removeDefault() as z.ZodType
    } else if (current instanceof z.ZodPipe) current = current.in as z.ZodType
    else return { inner: current, optional }
  }
}

/** The most characters each text field of an object schema takes: what its inputs' `maxlength` says. */
export function textLimits(shape: z.ZodRawShape): Record<string, number> {
  const limits: Record<string, number> = {}
  for (const [key, schema] of Object.entries(shape)) {
    const { inner } = unwrapField(schema as z.ZodType)
    if (inner instanceof z.ZodString && Number.isFinite(inner.maxLength)) limits[key] = inner.maxLength!
  }
  return limits
}
