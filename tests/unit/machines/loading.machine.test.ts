import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { loadingMachine } from '../../../src/machines/loading.machine'

const start = () => createActor(loadingMachine).start()
const view = (actor: ReturnType<typeof start>) => {
  const s = actor.getSnapshot()
  return { state: s.value, count: s.context.count, spinner: s.hasTag('spinner') }
}

describe('loading machine', () => {
  it('starts idle with no spinner', () => {
    expect(view(start())).toEqual({ state: 'idle', count: 0, spinner: false })
  })

  it('shows the spinner when the first request starts', () => {
    const actor = start()
    actor.send({ type: 'START' })
    expect(view(actor)).toEqual({ state: 'busy', count: 1, spinner: true })
  })

  it('keeps the spinner until the count returns to zero', () => {
    const actor = start()
    actor.send({ type: 'START' })
    actor.send({ type: 'START' })
    actor.send({ type: 'START' })
    actor.send({ type: 'END' })
    expect(view(actor)).toEqual({ state: 'busy', count: 2, spinner: true })
    actor.send({ type: 'END' })
    expect(view(actor)).toEqual({ state: 'busy', count: 1, spinner: true })
    actor.send({ type: 'END' })
    expect(view(actor)).toEqual({ state: 'idle', count: 0, spinner: false })
  })

  it('resets the counter and hides the spinner on an error', () => {
    const actor = start()
    actor.send({ type: 'START' })
    actor.send({ type: 'START' })
    actor.send({ type: 'ERROR' })
    expect(view(actor)).toEqual({ state: 'idle', count: 0, spinner: false })
  })

  it('ignores the END of a request written off by an error reset', () => {
    const actor = start()
    actor.send({ type: 'START' })
    actor.send({ type: 'START' })
    actor.send({ type: 'ERROR' })
    actor.send({ type: 'END' })
    expect(view(actor)).toEqual({ state: 'idle', count: 0, spinner: false })
    actor.send({ type: 'START' })
    expect(view(actor)).toEqual({ state: 'busy', count: 1, spinner: true })
  })

  it('stays at zero on an error while idle', () => {
    const actor = start()
    actor.send({ type: 'ERROR' })
    expect(view(actor)).toEqual({ state: 'idle', count: 0, spinner: false })
  })
})
