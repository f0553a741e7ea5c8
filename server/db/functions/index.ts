import * as clubPlayerSeen from './club-player-seen'
import type { DbFunction, DbTrigger } from './db-object'
import * as playerListJson from './player-list-json'
import * as playerTotals from './player-totals'
import * as positionTotals from './position-totals'
import * as recordHistory from './record-history'
import * as uploadsReleased from './uploads-released'

// Every SQL function and trigger of the schema, by what they keep. A function a trigger calls comes first.
const groups = [uploadsReleased, recordHistory, playerTotals, positionTotals, playerListJson, clubPlayerSeen]

export const dbFunctions: DbFunction[] = groups.flatMap((g) => g.functions)
export const dbTriggers: DbTrigger[] = groups.flatMap((g) => g.triggers)
