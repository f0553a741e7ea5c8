import { type FormEvent, useState } from 'react'
import { LIST_NAME_MAX } from '../../../api/contract/terms/writing-limits'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { LabelledControl } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import { Spinner } from '../../../ui/spinner'
import styles from './lists.module.css'
import { addToList, createList, loadLists } from './lists-api'

// The panel of "Add to a list": one of the scout's lists, or a new one named on the spot. Loaded when the
// panel first opens, with the lists' calls.

const NEW = '__new'

export function AddToListForm({
  player,
  except,
  inline,
  onAdded,
}: {
  player: { uid: string; name: string }
  except?: string
  inline?: boolean
  onAdded: () => void
}) {
  const lists = useRecord(() => loadLists(), [])
  const [choice, setChoice] = useState('')
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const offered = (lists.data ?? []).filter((l) => l.uid !== except)
  const chosen = choice || offered[0]?.uid || NEW
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      let id = chosen
      let listName = offered.find((l) => l.uid === chosen)?.name ?? ''
      if (chosen === NEW) {
        if (!name.trim()) return setError('Name the list')
        listName = name.trim()
        id = await createList(listName)
      }
      await addToList(id, listName, player)
      setError(undefined)
      setName('')
      onAdded()
    } catch (e) {
      const failure = describeFailure(e, ['name', 'uid'])
      setError(failure.fieldErrors.name ?? failure.fieldErrors.uid ?? failure.message)
    }
  }
  // Until the lists are known, "A new list…" must not be chosen for the scout by default.
  if (lists.data === undefined && !lists.error) return <Spinner label="Loading your lists" />
  return (
    <form
      className={`stack ${inline ? styles.adderPanelInline : styles.adderPanel}`}
      onSubmit={submit}
      noValidate
    >
      <SelectField
        label="List"
        error={chosen === NEW ? undefined : error}
        required
        value={chosen}
        onChange={setChoice}
        options={[...offered.map((l) => [l.uid, `${l.name} (${l.count})`] as const), [NEW, 'A new list…']]}
      />
      {chosen === NEW ? (
        <LabelledControl label="Name of the new list" error={error} required>
          {(id, describedBy) => (
            <input
              id={id}
              className="input"
              value={name}
              maxLength={LIST_NAME_MAX}
              placeholder="Left backs U21"
              aria-describedby={describedBy}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </LabelledControl>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          Add {player.name}
        </button>
      </div>
    </form>
  )
}
