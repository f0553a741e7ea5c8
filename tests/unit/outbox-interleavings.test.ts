import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keepMine, retryWrite } from '../../src/api/outbox/actions'
import { applyWaitingWrites } from '../../src/api/outbox/local-record'
import { replayPlan } from '../../src/api/outbox/order'
import { newRecordUid, type Outbox, openOutbox } from '../../src/api/outbox/outbox'
import { changeFor } from '../../src/api/outbox/outcome'
import { type SendOrQueueDeps, sendOrQueue, WriteRefused } from '../../src/api/outbox/send'
import { deliverQueued, persistChange } from '../../src/api/outbox/sync'
import {
  IDEMPOTENCY_HEADER,
  NetworkError,
  type Transport,
  type TransportRequest,
} from '../../src/api/outbox/types'
import { copyAfterWrite } from '../../src/api/read-cache/copy-after-write'
import { GAME_DAY_SET } from '../../src/api/read-cache/game-day-set'
import { keepCopy, readCopy, setReadCacheUser } from '../../src/api/read-cache/read-cache'

// The property of docs/decisions/0045-game-day-copies-without-asking.md: a member's game day of offline edits, reloads,
// replays and server answers in any order loses no write and applies none twice. Our own code runs as it does in the
// app — the IndexedDB outbox (on fake-indexeddb, through idb-keyval), sendOrQueue, the replay order, delivery and its
// classification, "keep mine", the device's copy that follows the writes, and the sheet reopened as the copy with the
// waiting writes laid over it. Only the server is a fake, in memory, with the real idempotency rules: a key stored with
// its first 2xx answer (in the write's own "transaction"), a repeat answered from it, the same key with another body
// refused with 422, nothing stored for an error; and the game sheet's optimistic version (409 with `current`). The sync
// machine's timers are left out: one `replay` command is one machine round (deliver, then persist).

const GAME = '00000000-0000-7000-8000-000000000001'
const GAME_URL = `/api/community/game/${GAME}`
const PLAYERS = '/api/community/player'

type GameRecord = {
  uid: string
  version: number
  operations: string[]
}

type Fault = 'none' | 'no-request' | 'no-answer' | '503' | '500' | '502'

class FakeServer {
  game: GameRecord = { uid: GAME, version: 1, operations: [] }
  readonly players = new Map<string, number>()
  private readonly keys = new Map<string, { fingerprint: string; status: number; body: unknown }>()
  /** How often each key's write was applied (a replay answered from the key does not count). */
  readonly applied = new Map<string, number>()
  reusedKeys = 0
  /** Answers of 409: with nobody else editing, each would be a conflict the member is asked about for nothing. */
  conflicts = 0

  handle(request: TransportRequest): { status: number; body: unknown } {
    const key = request.headers?.[IDEMPOTENCY_HEADER]
    const body = request.body?.kind === 'json' ? (request.body.value as Record<string, unknown>) : {}
    const fingerprint = JSON.stringify([request.method, request.url, body])
    if (key) {
      const stored = this.keys.get(key)
      if (stored && stored.fingerprint !== fingerprint) {
        this.reusedKeys++
        return { status: 422, body: { message: 'This key was used for another request', code: 'REUSED' } }
      }
      if (stored) return { status: stored.status, body: stored.body }
    }
    const answer = this.apply(request, body)
    // Only a 2xx commits, and it commits with its key.
    if (key && answer.status < 300) {
      this.keys.set(key, { fingerprint, ...answer })
      this.applied.set(key, (this.applied.get(key) ?? 0) + 1)
    }
    return answer
  }

  private apply(request: TransportRequest, body: Record<string, unknown>) {
    if (request.method === 'PUT' && request.url === GAME_URL) {
      if (body.version !== this.game.version) {
        this.conflicts++
        return { status: 409, body: { message: 'Changed meanwhile', current: { ...this.game } } }
      }
      this.game = { ...this.game, version: this.game.version + 1, operations: body.operations as string[] }
      return { status: 200, body: { data: { ...this.game } } }
    }
    if (request.method === 'POST' && request.url === PLAYERS) {
      const uid = String(body.uid)
      if (this.players.has(uid))
        return {
          status: 409,
          body: { message: 'A player with this uid exists', current: { uid, version: 1 } },
        }
      this.players.set(uid, 1)
      return { status: 201, body: { data: { uid, version: 1, name: body.name } } }
    }
    return { status: 404, body: { message: 'Not found' } }
  }

  /** Someone at the office changes the game (its venue): the version moves, the sheet does not. */
  officeEdit() {
    this.game = { ...this.game, version: this.game.version + 1 }
  }
}

type Command =
  | { kind: 'edit' }
  | { kind: 'create' }
  | { kind: 'office' }
  | { kind: 'online'; on: boolean }
  | { kind: 'replay' }
  | { kind: 'reload' }
  | { kind: 'resolve' }

const commands = fc.array(
  fc.oneof(
    { arbitrary: fc.constant<Command>({ kind: 'edit' }), weight: 4 },
    { arbitrary: fc.constant<Command>({ kind: 'create' }), weight: 1 },
    { arbitrary: fc.constant<Command>({ kind: 'office' }), weight: 1 },
    { arbitrary: fc.boolean().map<Command>((on) => ({ kind: 'online', on })), weight: 2 },
    { arbitrary: fc.constant<Command>({ kind: 'replay' }), weight: 4 },
    { arbitrary: fc.constant<Command>({ kind: 'reload' }), weight: 2 },
    { arbitrary: fc.constant<Command>({ kind: 'resolve' }), weight: 1 },
  ),
  { minLength: 1, maxLength: 14 },
)
const faults = fc.array(
  fc.constantFrom<Fault>('none', 'none', 'no-request', 'no-answer', '503', '500', '502'),
  {
    minLength: 1,
    maxLength: 20,
  },
)

let runs = 0

async function gameDay(script: Command[], faultList: Fault[]) {
  const user = `member-${++runs}-${newRecordUid()}`
  setReadCacheUser(user)
  const server = new FakeServer()
  const outbox: Outbox = openOutbox(user, { prefix: 'interleavings' })
  let online = true
  let faultAt = 0
  const transport: Transport = async (request) => {
    if (!online) throw new NetworkError('offline')
    const fault = faultList[faultAt++ % faultList.length] ?? 'none'
    if (fault === 'no-request') throw new NetworkError('network')
    if (fault === '503' || fault === '502') return { status: Number(fault), body: { message: 'Not now' } }
    if (fault === '500') return { status: 500, body: { message: 'Server fault' } }
    const answer = server.handle(request)
    if (fault === 'no-answer') throw new NetworkError('timeout')
    return answer
  }
  const deps: SendOrQueueDeps = { outbox, transport, isOnline: () => online, delivered: copyAfterWrite }

  // The member opened the game once with a signal: the device keeps its copy.
  await keepCopy(GAME_URL, GAME_DAY_SET, { data: { ...server.game } })
  /** What the sheet screen holds: the operations on screen and the version its next save builds on. */
  let screen = { version: server.game.version, operations: [] as string[] }
  const entered: string[] = []
  const created: string[] = []

  const reopen = async () => {
    // Online, the page reads the server first (and the copy follows); offline it reads the copy.
    if (online) await keepCopy(GAME_URL, GAME_DAY_SET, { data: { ...server.game } })
    const copy = (await readCopy<{ data: GameRecord }>(GAME_URL))?.data.data
    const shown = applyWaitingWrites(copy, GAME, await outbox.list())
    screen = { version: Number(shown?.version), operations: [...((shown?.operations as string[]) ?? [])] }
  }
  const save = async (operations: string[]) => {
    for (let tries = 0; tries < 3; tries++) {
      try {
        const result = await sendOrQueue<GameRecord>(deps, {
          method: 'PUT',
          url: GAME_URL,
          body: { operations, version: screen.version },
          recordUid: GAME,
          baseVersion: screen.version,
        })
        screen = {
          operations,
          version: result.pending ? screen.version + 1 : (result.data?.version ?? screen.version + 1),
        }
        return
      } catch (error) {
        // Refused at once (someone changed the game): the member keeps the sheet and saves on the current version.
        if (!(error instanceof WriteRefused) || error.status !== 409) throw error
        screen = { ...screen, version: (error.current as GameRecord).version }
      }
    }
    throw new Error('three direct conflicts in a row')
  }
  const replayOnce = async () => {
    const next = replayPlan(await outbox.list()).next
    if (!next) return false
    const outcome = await deliverQueued(outbox, transport, next, copyAfterWrite)
    await persistChange(outbox, next, changeFor(next, outcome))
    return true
  }
  const resolveProblems = async () => {
    for (const write of await outbox.list()) {
      if (write.status === 'conflict') await keepMine(outbox, write.id)
      else if (write.status === 'failed') await retryWrite(outbox, write.id)
    }
  }

  for (const command of script) {
    switch (command.kind) {
      case 'edit': {
        const mark = `op-${entered.length + 1}`
        entered.push(mark)
        await save([...screen.operations, mark])
        break
      }
      case 'create': {
        const uid = newRecordUid()
        created.push(uid)
        await sendOrQueue(deps, { method: 'POST', url: PLAYERS, body: { uid, name: `Player ${uid}` } })
        break
      }
      case 'office':
        server.officeEdit()
        break
      case 'online':
        online = command.on
        break
      case 'replay':
        await replayOnce()
        break
      case 'reload':
        await reopen()
        break
      case 'resolve':
        await resolveProblems()
        break
    }
    // The reopened sheet is never behind what the member entered.
    expect(screen.operations).toEqual(entered)
  }

  // The signal is back for good: the outbox drains (the member keeps their changes on each conflict).
  online = true
  faultList = ['none']
  for (let round = 0; (await outbox.list()).length > 0; round++) {
    if (round > 100) throw new Error(`the outbox does not drain: ${JSON.stringify(await outbox.list())}`)
    await resolveProblems()
    await replayOnce()
  }
  expect(server.game.operations).toEqual(entered)
  expect([...server.players.keys()].sort()).toEqual([...created].sort())
  expect([...server.applied.values()].every((n) => n === 1)).toBe(true)
  expect(server.reusedKeys).toBe(0)
  // Nobody else edited: no version the member's device counted can have been wrong.
  if (!script.some((c) => c.kind === 'office')) expect(server.conflicts).toBe(0)
  return { entered: entered.length, created: created.length }
}

describe('the outbox across random game days', () => {
  it('loses no write and applies none twice over 10,000 interleavings of edits, reloads, replays and answers', async () => {
    const numRuns = Number(process.env.OUTBOX_PROPERTY_RUNS ?? 10_000)
    let writes = 0
    await fc.assert(
      fc.asyncProperty(commands, faults, async (script, faultList) => {
        const done = await gameDay(script, faultList)
        writes += done.entered + done.created
      }),
      {
        numRuns,
        seed: process.env.OUTBOX_PROPERTY_SEED ? Number(process.env.OUTBOX_PROPERTY_SEED) : undefined,
      },
    )
    expect(writes).toBeGreaterThan(numRuns)
  }, 120_000)
})
