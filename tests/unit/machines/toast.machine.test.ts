import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { type ToastInput, toastDefaults, toastMachine } from '../../../src/machines/toast.machine'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const shown = (input: Partial<ToastInput> = {}) => {
  const actor = createActor(toastMachine, { input: { message: 'Saved', kind: 'success', ...input } }).start()
  actor.send({ type: 'SHOW' })
  return actor
}
const value = (actor: ReturnType<typeof shown>) => actor.getSnapshot().value

describe('toast machine', () => {
  it('has the product’s toast defaults (docs/spec.md#9-toast-defaults)', () => {
    expect(toastDefaults).toMatchObject({
      timeOut: 5000,
      extendedTimeOut: 1000,
      easeTime: 300,
      position: 'top-right',
      newestOnTop: true,
      maxOpened: 0,
      preventDuplicates: false,
      progressBar: false,
      closeButton: false,
      tapToDismiss: true,
    })
  })

  it('waits inactive until it is shown, and keeps no timer there', () => {
    const actor = createActor(toastMachine, { input: { message: 'Hi', kind: 'info' } }).start()
    vi.advanceTimersByTime(60_000)
    expect(value(actor)).toBe('inactive')
    expect(actor.getSnapshot().context).toMatchObject({ message: 'Hi', kind: 'info' })
  })

  it('can be dismissed before it is shown', () => {
    const actor = createActor(toastMachine, { input: { message: 'Hi', kind: 'info' } }).start()
    actor.send({ type: 'DISMISS' })
    expect(value(actor)).toEqual('removed')
  })

  it('stays active for 5000 ms, fades for 300 ms, then closes', () => {
    const actor = shown()
    expect(value(actor)).toEqual({ active: 'shown' })
    vi.advanceTimersByTime(4999)
    expect(value(actor)).toEqual({ active: 'shown' })
    vi.advanceTimersByTime(1)
    expect(value(actor)).toEqual('removed')
    vi.advanceTimersByTime(299)
    expect(value(actor)).toEqual('removed')
    vi.advanceTimersByTime(1)
    expect(value(actor)).toEqual('closed')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('stops the timer while hovered, then stays 1000 ms after the pointer leaves', () => {
    const actor = shown()
    vi.advanceTimersByTime(4000)
    actor.send({ type: 'POINTER_ENTER' })
    expect(value(actor)).toEqual({ active: 'hovered' })
    vi.advanceTimersByTime(30_000)
    expect(value(actor)).toEqual({ active: 'hovered' })
    actor.send({ type: 'POINTER_LEAVE' })
    expect(value(actor)).toEqual({ active: 'extended' })
    vi.advanceTimersByTime(999)
    expect(value(actor)).toEqual({ active: 'extended' })
    vi.advanceTimersByTime(1)
    expect(value(actor)).toEqual('removed')
  })

  it('goes back to hovered when the pointer returns during the extension', () => {
    const actor = shown()
    actor.send({ type: 'POINTER_ENTER' })
    actor.send({ type: 'POINTER_LEAVE' })
    vi.advanceTimersByTime(500)
    actor.send({ type: 'POINTER_ENTER' })
    vi.advanceTimersByTime(5000)
    expect(value(actor)).toEqual({ active: 'hovered' })
  })

  it('is dismissed by a tap, in any active sub-state', () => {
    for (const before of [[], ['POINTER_ENTER'], ['POINTER_ENTER', 'POINTER_LEAVE']] as const) {
      const actor = shown()
      for (const type of before) actor.send({ type })
      actor.send({ type: 'TAP' })
      expect(value(actor)).toEqual('removed')
      vi.advanceTimersByTime(300)
      expect(actor.getSnapshot().status).toBe('done')
    }
  })

  it('ignores a tap when tap-to-dismiss is off, but still obeys DISMISS', () => {
    const actor = shown({ tapToDismiss: false })
    actor.send({ type: 'TAP' })
    expect(value(actor)).toEqual({ active: 'shown' })
    actor.send({ type: 'DISMISS' })
    expect(value(actor)).toEqual('removed')
  })

  it('ignores pointer events while fading', () => {
    const actor = shown()
    actor.send({ type: 'TAP' })
    actor.send({ type: 'POINTER_ENTER' })
    expect(value(actor)).toEqual('removed')
  })

  it('accepts other timings', () => {
    const actor = shown({ timings: { timeOut: 100, easeTime: 10 } })
    vi.advanceTimersByTime(100)
    expect(value(actor)).toEqual('removed')
    vi.advanceTimersByTime(10)
    expect(value(actor)).toEqual('closed')
  })
})
