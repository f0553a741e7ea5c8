import { describe, expect, it } from 'vitest'
import { familyFields } from '../../config/family-fields'
import { footballFamilyContracts } from '../../src/api/contract/schemas/football-families'
import { fieldsOf } from '../../src/features/football-data/field-model'

// The browse and data screens read each family's field models from `virtual:family-fields`, built from the
// contracts when the app is built (decision 0032): what the build hands them is what the contract says.

/** The module the build gives the screens, as the plugin writes it. */
function builtModule(): Record<string, ReturnType<typeof fieldsOf>> {
  const plugin = familyFields()
  const resolveId = plugin.resolveId as (source: string) => string | undefined
  const load = plugin.load as (id: string) => string | undefined
  const id = resolveId('virtual:family-fields')
  expect(id).toBeDefined()
  const code = load(id!)!
  return JSON.parse(code.replace(/^export default /, ''))
}

describe('virtual:family-fields', () => {
  it('gives every contracted family the fields its contract declares', () => {
    const built = builtModule()
    expect(Object.keys(built).sort()).toEqual(Object.keys(footballFamilyContracts).sort())
    for (const [key, family] of Object.entries(footballFamilyContracts))
      expect(built[key], key).toEqual(fieldsOf(family.contract.fields.shape))
    expect(built.club?.find((f) => f.key === 'country_id')).toMatchObject({ kind: 'ref', family: 'country' })
  })
})
