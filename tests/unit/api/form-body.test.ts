import { describe, expect, it } from 'vitest'
import { nonEmptyFields } from '../../../src/api/form-body'

describe('forms send only non-empty fields (docs/spec.md#form-bodies)', () => {
  it('drops undefined, null, empty and blank strings', () => {
    expect(nonEmptyFields({ name: 'Ana', phone: '', country: '   ', bio: undefined, pic: null })).toEqual({
      name: 'Ana',
    })
  })

  it('keeps values as typed, including falsy non-strings', () => {
    expect(nonEmptyFields({ password: '  spaced passphrase ', goals: 0, onBench: false, tags: [] })).toEqual({
      password: '  spaced passphrase ',
      goals: 0,
      onBench: false,
      tags: [],
    })
  })

  it('returns an empty object when nothing was filled in', () => {
    expect(nonEmptyFields({ a: '', b: undefined })).toEqual({})
  })
})

describe('changedOrCleared', () => {
  it('sends what was filled, null for what was emptied on purpose, nothing for a blank that stays blank', async () => {
    const { changedOrCleared } = await import('../../../src/api/form-body')
    expect(
      changedOrCleared(
        { name: 'Robin', country: 'Portugal', phone: null },
        { name: 'Robin T.', country: '', phone: '' },
      ),
    ).toEqual({ name: 'Robin T.', country: null })
  })
})
