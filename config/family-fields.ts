import type { Plugin } from 'vite'
import { footballFamilyContracts } from '../src/api/contract/schemas/football-families'
import { fieldsOf } from '../src/features/football-data/field-model'

// The football families' field models (what each field is: text, date, a reference to a club …), derived from
// their zod contracts when the app is built and handed to the screens as plain data (`virtual:family-fields`):
// one source for what a field is, as before, but a scout's browse screens no longer load zod to learn it. The
// community's forms still check a record with the contract itself (family-form.tsx). In `npm run dev` a change
// to a contract reaches the screens on the dev server's restart.

const id = 'virtual:family-fields'

export function familyFields(): Plugin {
  return {
    name: 'family-fields',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined
      const fields = Object.fromEntries(
        Object.entries(footballFamilyContracts).map(([key, family]) => [
          key,
          fieldsOf(family.contract.fields.shape),
        ]),
      )
      return `export default ${JSON.stringify(fields)}`
    },
  }
}
