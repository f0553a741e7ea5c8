// The football database (community area). Split by concern to keep files small; import from here.

export * from './football-competitions'
export * from './football-core'
export * from './football-games'
