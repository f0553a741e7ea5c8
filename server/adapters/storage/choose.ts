import type { Config } from '../../config'
import { localStorage } from './local'
import { s3Storage } from './s3'
import type { Storage } from './storage'

/** The storage the configuration names: a bucket when STORAGE_URL is set, else the local upload folder. */
export function chooseStorage(config: Pick<Config, 'storage'>): Storage {
  const where = config.storage
  return where.kind === 's3' ? s3Storage(where) : localStorage(where.dir)
}
