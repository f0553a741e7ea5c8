// The few parts of s3rver (a pure-JS S3 server, test-only) that tests/support/s3-server.ts uses; it ships no types.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  export interface KoaContext {
    method: string
    path: string
    query: Record<string, string | undefined>
    status: number
    body: unknown
    type: string
  }
  export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void

  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      silent?: boolean
      directory: string
      configureBuckets?: { name: string }[]
    })
    /** Koa's middleware stack: s3rver's own router is the last entry. */
    middleware: KoaMiddleware[]
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
