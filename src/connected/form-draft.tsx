import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react'
import { discardDraft, draftOf, keepDraft } from '../api/drafts'
import { savedWhenWords } from '../api/read-cache/cache-rules'
import { useLeaveGuard } from '../ui/use-leave-guard'

// A form's unsaved input, kept on the device as it is typed (src/api/drafts.ts): offered back when the form
// opens again (with "Discard draft"), dropped once the form is saved; leaving the form by a link while it
// holds unsaved input asks first. The form calls `edited()` on each change the person makes and `saved()`
// once a save went through (kept on the device counts: the outbox has it).

const KEEP_AFTER_MS = 300

export interface FormDraft {
  edited: () => void
  saved: () => void
  /** The notice of a restored draft, or null. */
  notice: React.ReactNode
}

export function useFormDraft<T>(key: string, values: T, setValues: Dispatch<SetStateAction<T>>): FormDraft {
  const [dirty, setDirty] = useState(false)
  const [restored, setRestored] = useState<{ savedAt: number; original: T }>()
  const latest = useRef(values)
  latest.current = values

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per form (its key), not per keystroke.
  useEffect(() => {
    let live = true
    void draftOf<T>(key).then((draft) => {
      if (!live || !draft) return
      setRestored({ savedAt: draft.savedAt, original: latest.current })
      setValues(draft.value)
      setDirty(true)
    })
    return () => {
      live = false
    }
  }, [key])
  useEffect(() => {
    if (!dirty) return
    const timer = setTimeout(() => void keepDraft(key, values), KEEP_AFTER_MS)
    return () => clearTimeout(timer)
  }, [key, values, dirty])
  // Leaving within the pause after the last keystroke (a tap on the menu, "Leave") keeps what was typed too.
  const dirtyNow = useRef(dirty)
  dirtyNow.current = dirty
  useEffect(
    () => () => {
      if (dirtyNow.current) void keepDraft(key, latest.current)
    },
    [key],
  )
  useLeaveGuard(dirty, {
    title: 'Leave this form?',
    message:
      'Your changes are not saved. They stay on this device as a draft and come back when you open this form again.',
  })

  const notice = restored ? (
    <div className="from-device" role="status">
      Your unsaved changes kept on this device {savedWhenWords(restored.savedAt, Date.now())} are back.{' '}
      <button
        type="button"
        className="btn btn-link"
        onClick={() => {
          void discardDraft(key)
          setValues(restored.original)
          setRestored(undefined)
          setDirty(false)
        }}
      >
        Discard draft
      </button>
    </div>
  ) : null
  return {
    edited: () => setDirty(true),
    saved: () => {
      setDirty(false)
      setRestored(undefined)
      void discardDraft(key)
    },
    notice,
  }
}
