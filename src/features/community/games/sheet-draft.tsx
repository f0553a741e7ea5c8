import { useEffect, useRef } from 'react'
import { discardDraft, keepDraft } from '../../../api/drafts'
import { savedWhenWords } from '../../../api/read-cache/cache-rules'
import type { GameSheet } from '../../../rules/game-sheet/types'
import sheetStyles from './game-sheet.module.css'

// A game sheet's draft: every change not yet saved is kept on the device (src/api/drafts.ts) a moment after it
// is made, and dropped once a save has taken it; the page offers a kept draft back on return.

const KEEP_AFTER_MS = 250

export const sheetDraftKey = (gameUid: string) => `game-sheet:${gameUid}`

/** `unsaved`: the sheet while it has changes no save has taken, else null. */
export function useSheetDraft(key: string, unsaved: GameSheet | null, saving: boolean): void {
  const hadChanges = useRef(false)
  useEffect(() => {
    if (unsaved) {
      hadChanges.current = true
      const timer = setTimeout(() => void keepDraft(key, unsaved), KEEP_AFTER_MS)
      return () => clearTimeout(timer)
    }
    // Clean again after changes: a save took them (the draft would only bring back what is saved).
    if (hadChanges.current && !saving) {
      hadChanges.current = false
      void discardDraft(key)
    }
    return undefined
  }, [key, unsaved, saving])
}

export function RestoredDraft({ savedAt, discard }: { savedAt: number; discard: () => void }) {
  return (
    <div className={`${sheetStyles.sheetMessage} from-device`} role="status">
      <span>
        Your unsaved changes kept on this device {savedWhenWords(savedAt, Date.now())} are back. Save the
        sheet to keep them.
      </span>
      <button type="button" className="btn btn-link" onClick={discard}>
        Discard draft
      </button>
    </div>
  )
}
