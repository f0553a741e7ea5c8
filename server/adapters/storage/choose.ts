import type { Config } from '../../config'
import { localStorage } from './local'
import type { Storage } from './storage'

/**
 * The storage the configuration names: a bucket when STORAGE_URL is set, else the local upload folder. The AWS
 * SDK is loaded only for a bucket: it adds a second or more to the start of a server that does not use it.
 */
export async function chooseStorage(config: Pick<Config, 'storage'>): Promise<Storage> {
  const where = config.storage
  if (where.kind === 'local') return localStorage(where.dir)
  const { s3Storage } = await import('./s3')
  return s3Storage(where)
}
