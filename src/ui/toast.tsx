import { useSelector } from '@xstate/react'
import type { CSSProperties } from 'react'
import { toast as sonner } from 'sonner'
import { type Actor, createActor } from 'xstate'
import { type ToastKind, toastMachine } from '../machines/toast.machine'
import styles from './toast.module.css'

// Toasts: each one is a toast-machine actor (timings, hover, tap) drawn by sonner as a custom element.
// Sonner only positions and stacks; its own timer is switched off (duration Infinity).

type ToastActor = Actor<typeof toastMachine>
let nextId = 0

export function showToast(message: string, kind: ToastKind = 'info'): string {
  const id = `toast-${++nextId}`
  const actor = createActor(toastMachine, { input: { message, kind } })
  actor.subscribe({ complete: () => sonner.dismiss(id) })
  actor.start()
  sonner.custom(() => <ToastCard actor={actor} />, {
    id,
    duration: Number.POSITIVE_INFINITY,
    // A swipe that sonner handles itself still ends the machine, so nothing lingers.
    onDismiss: () => actor.send({ type: 'DISMISS' }),
  })
  actor.send({ type: 'SHOW' })
  return id
}

const icons: Record<ToastKind, string> = { error: '!', success: '✓', info: 'i' }

function ToastCard({ actor }: { actor: ToastActor }) {
  const fading = useSelector(actor, (s) => s.matches('removed') || s.matches('closed'))
  // Faded out (docs/spec.md#9-toast-defaults: 300 ms): gone at once. Sonner keeps its own item another 200 ms
  // for its exit animation; drawn empty, that wait is not part of the fade a user sees.
  const closed = useSelector(actor, (s) => s.status === 'done')
  const { message, kind, timings } = actor.getSnapshot().context
  if (closed) return null
  return (
    <button
      type="button"
      className={styles.toast}
      data-kind={kind}
      data-fading={fading}
      style={{ '--toast-fade': `${timings.easeTime}ms` } as CSSProperties}
      onPointerEnter={() => actor.send({ type: 'POINTER_ENTER' })}
      onPointerLeave={() => actor.send({ type: 'POINTER_LEAVE' })}
      onFocus={() => actor.send({ type: 'POINTER_ENTER' })}
      onBlur={() => actor.send({ type: 'POINTER_LEAVE' })}
      onClick={() => actor.send({ type: 'TAP' })}
    >
      <span className={styles.toastIcon} aria-hidden="true">
        {icons[kind]}
      </span>
      {/* Sonner's list is already a polite live region, so the text is announced as it appears. */}
      <span className="toast-message">{message}</span>
    </button>
  )
}
