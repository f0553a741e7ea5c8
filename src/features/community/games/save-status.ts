import type { GameEditContext } from '../../../machines/game-edit.machine'

// The words under "Save sheet": what is true of the sheet on screen now. A refused or failed save, or a new
// game no save has reached, is never "saved".

export interface SaveStatusFacts {
  saving: boolean
  context: Pick<GameEditContext, 'saveRefused' | 'saveError' | 'neverSaved'>
  /** Changes on screen that no save has taken (the sheet's or the game details'). */
  unsaved: boolean
  /** The last save was kept on the device (offline). */
  waitingToSync: boolean
}

export function saveStatus({ saving, context, unsaved, waitingToSync }: SaveStatusFacts): string {
  if (saving) return 'Saving…'
  if (context.saveRefused || context.saveError) return 'Not saved'
  if (unsaved) return 'Unsaved changes'
  if (context.neverSaved) return 'Not saved yet'
  if (waitingToSync) return 'Saved on this device, not sent yet'
  return 'All changes saved'
}
