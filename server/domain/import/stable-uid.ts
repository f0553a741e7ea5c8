import { createHash } from 'node:crypto'

// Records the importer creates get a uid derived from their natural key (RFC 9562 UUIDv5: SHA-1 of a fixed
// namespace and the key), so the same file imported into any database yields the same uids, and a second
// import finds each record where the first one put it.

const NAMESPACE = Buffer.from('6f1d6a0e3c5b4f6e9a1e0b7d2c4f8a31', 'hex')

export function stableUid(...keyParts: (string | number)[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(keyParts.map(String).join('\u001f')).digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
