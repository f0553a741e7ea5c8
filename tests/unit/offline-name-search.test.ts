import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { listFromCopies } from '../../src/api/read-cache/offline-list'
import { setReadCacheUser } from '../../src/api/read-cache/read-cache'

// A search with the server out of reach answers from the records on this device, folded as the server folds
// names: "muller" finds "Müller" offline as it does online.

const players = [
  { uid: 'p1', name: 'Thomas Müller' },
  { uid: 'p2', name: 'Mario Götze' },
  { uid: 'p3', name: 'Gerd Muller' },
]

describe('the offline search', () => {
  it('finds "Müller" for "muller", and "Götze" for "gotze"', async () => {
    setReadCacheUser('member-offline-search')
    const found = await listFromCopies('/api/community/players/', { q: 'muller' }, { also: players })
    expect(found?.data.map((p) => p.name)).toEqual(['Gerd Muller', 'Thomas Müller'])
    const accented = await listFromCopies('/api/community/players/', { q: 'Götze' }, { also: players })
    expect(accented?.data.map((p) => p.name)).toEqual(['Mario Götze'])
    const plain = await listFromCopies('/api/community/players/', { q: 'gotze' }, { also: players })
    expect(plain?.data.map((p) => p.name)).toEqual(['Mario Götze'])
  })
})
