// Every table of the application. drizzle-kit generates migrations from this file.
export * from './auth'
export * from './enquiries'
export * from './football'
export * from './idempotency'
export * from './players-media'
export * from './scout-notes'
export * from './scouting'
export * from './site-content'
