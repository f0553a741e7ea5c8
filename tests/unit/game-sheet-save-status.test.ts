import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { saveStatus } from '../../src/features/community/games/save-status'
import { startEditor } from './game-edit-driver'
import { AWAY, HOME, matchSheet } from './game-sheet-fixture'

// The words under "Save sheet", from the real machine: a refused or failed save, or a new game nothing has
// been saved of, never reads "All changes saved".

type Snap = ReturnType<ReturnType<typeof startEditor>['snap']>
const words = (s: Snap, waitingToSync = false) =>
  saveStatus({ saving: s.matches('saving'), context: s.context, unsaved: s.context.dirty, waitingToSync })

describe('the save status', () => {
  it('a new game is not saved yet, and a save refused for want of teams says "Not saved"', () => {
    const { send, snap } = startEditor(undefined, undefined, true)
    expect(words(snap())).toBe('Not saved yet')
    const refused = send({ type: 'SAVE' })
    expect(refused.context.refusal).toBe('Choose both teams before saving')
    expect(words(refused)).toBe('Not saved')
    expect(words(send({ type: 'DISMISS' }))).toBe('Not saved yet')
  })

  it('a new game reads saved once its first save is taken (on the device when offline)', async () => {
    const { actor, send } = startEditor(undefined, undefined, true)
    send(
      { type: 'SELECT_TEAM', side: 0, team: { uid: HOME, name: 'United' } },
      { type: 'SELECT_TEAM', side: 1, team: { uid: AWAY, name: 'Liverpool' } },
    )
    expect(words(actor.getSnapshot())).toBe('Unsaved changes')
    send({ type: 'SAVE' })
    expect(words(actor.getSnapshot())).toBe('Saving…')
    const saved = await waitFor(actor, (s) => !s.matches('saving'))
    expect(words(saved)).toBe('All changes saved')
    expect(words(saved, true)).toBe('Saved on this device, not sent yet')
  })

  it('a loaded sheet the rules refuse to save says "Not saved" rather than "All changes saved"', () => {
    const sheet = matchSheet()
    sheet.sides[0].players = sheet.sides[0].players.map((p) => ({ ...p, starter: true }))
    const { send, snap } = startEditor(sheet)
    expect(snap().context.refusal).not.toBeNull()
    expect(words(snap())).toBe('All changes saved')
    expect(words(send({ type: 'SAVE' }))).toBe('Not saved')
  })

  it('a failed save says "Not saved"', async () => {
    const { actor, send } = startEditor(matchSheet(), async () => {
      throw new Error('The server is unreachable')
    })
    send({ type: 'SAVE' })
    const failed = await waitFor(actor, (s) => !s.matches('saving'))
    expect(failed.context.saveError).toBe('The server is unreachable')
    expect(words(failed)).toBe('Not saved')
  })
})
