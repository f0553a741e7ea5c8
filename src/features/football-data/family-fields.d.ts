// Built by config/family-fields.ts: each contracted football family's field models (FieldSpec[] from
// field-model.ts), keyed as schemas/football-families.ts keys them.
declare module 'virtual:family-fields' {
  const fields: Record<string, import('./field-model').FieldSpec[]>
  export default fields
}
