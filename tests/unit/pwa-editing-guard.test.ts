import { describe, expect, it } from 'vitest'
import { beginEditing, isEditing, subscribeEditing, whenNotEditing } from '../../src/ui/use-editing-guard'

// The update prompt waits on this registry: a reload must never happen while any editor is open.

describe('the editing registry', () => {
  it('is editing while any editor is open and not after the last one ends', () => {
    expect(isEditing()).toBe(false)
    const endSheet = beginEditing()
    const endForm = beginEditing()
    endSheet()
    expect(isEditing()).toBe(true)
    endForm()
    expect(isEditing()).toBe(false)
  })

  it('notifies subscribers on every change, and ending twice changes nothing', () => {
    let calls = 0
    const stop = subscribeEditing(() => calls++)
    const end = beginEditing()
    end()
    end()
    stop()
    beginEditing()()
    expect(calls).toBe(2)
  })

  it('lets a waiting update through only once every editor has ended', async () => {
    const endA = beginEditing()
    const endB = beginEditing()
    let released = false
    const waiting = whenNotEditing().then(() => {
      released = true
    })
    endA()
    await Promise.resolve()
    expect(released).toBe(false)
    endB()
    await waiting
    expect(released).toBe(true)
  })

  it('does not wait when nobody is editing', async () => {
    await expect(whenNotEditing()).resolves.toBeUndefined()
  })
})
