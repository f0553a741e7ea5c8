import { lazy, Suspense, useRef, useState } from 'react'
import { Spinner } from '../../../ui/spinner'
import styles from './lists.module.css'

// "Add to a list" wherever a scout meets a player (his page, a search's results, another list). The button is all
// that loads with the page; its panel and the lists' calls load when it is first opened. Works without a signal:
// the outbox sends the change later.

const AddToListForm = lazy(() => import('./add-to-list-form').then((m) => ({ default: m.AddToListForm })))

export function AddToList({
  player,
  except,
  inline,
}: {
  player: { uid: string; name: string }
  except?: string
  /** In a table's row or a card: the panel opens in the flow, under the button. */
  inline?: boolean
}) {
  const details = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  return (
    <details ref={details} className={styles.adder} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={inline ? 'btn btn-link' : 'btn btn-secondary'}>
        {inline ? (
          <>
            Add to a list<span className="visually-hidden">: {player.name}</span>
          </>
        ) : (
          'Add to a list'
        )}
      </summary>
      {open ? (
        <Suspense fallback={<Spinner label="Opening your lists" />}>
          <AddToListForm
            player={player}
            except={except}
            inline={inline}
            onAdded={() => {
              setOpen(false)
              if (details.current) details.current.open = false
            }}
          />
        </Suspense>
      ) : null}
    </details>
  )
}
