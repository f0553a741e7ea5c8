import { useEffect, useRef, useSyncExternalStore } from 'react'
import { confirmStore } from './confirm'

// The dialog behind askToConfirm (confirm.ts): a native modal <dialog> (focus kept inside, Escape cancels),
// with the safe choice first (showModal focuses the first button: Cancel).

export function ConfirmHost() {
  const request = useSyncExternalStore(confirmStore.subscribe, confirmStore.get, () => null)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (request && !element.open) element.showModal()
    if (!request && element.open) element.close()
  }, [request])
  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onClose={() => request?.answer(false)}
    >
      {request ? (
        <div className="form">
          <h2 id="confirm-title">{request.title}</h2>
          <p id="confirm-message">{request.message}</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => request.answer(false)}>
              Cancel
            </button>
            <button
              type="button"
              className={request.danger ? 'btn btn-danger' : 'btn btn-primary'}
              onClick={() => request.answer(true)}
            >
              {request.confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
