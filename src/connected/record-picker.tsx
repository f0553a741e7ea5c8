import { useEffect, useId, useState } from 'react'
import { SEARCH_MAX } from '../api/contract/terms/writing-limits'
import { detailOf, type FamilyRecord, recordName, searchRecords, titleOf } from '../api/records'
import { useRecordPlace } from './record-area'
import pickerStyles from './record-picker.module.css'

// Picking a related record by typing part of its name (never a long dropdown): a combobox listing matches from
// the family's search endpoint. Used for one reference (`club_id`) and for lists of them (a team's players).

interface PickerProps {
  family: string
  label: string
  value: string | null
  onChange: (uid: string | null) => void
  required?: boolean
  error?: string
  /** Said under the field (e.g. how many records have this value at all). */
  hint?: string
  /** For adding to a list: the input empties after each choice. */
  clearOnChoose?: boolean
  /**
   * Offers "Create <family> “typed name”" when nothing found is called that: makes the record (offline too, it
   * then waits to sync) and answers its uid, so a member never leaves the form to add what is missing.
   */
  create?: { noun: string; make: (name: string) => Promise<string> }
}

export function RecordPicker({
  family,
  label,
  value,
  onChange,
  required,
  error,
  hint,
  clearOnChoose,
  create,
}: PickerProps) {
  const id = useId()
  const { area } = useRecordPlace()
  const [text, setText] = useState('')
  const [options, setOptions] = useState<FamilyRecord[]>([])
  /** The text the options answer (the search waits for typing to pause): "nothing matches" is said only for it. */
  const [answered, setAnswered] = useState<string>()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [creating, setCreating] = useState(false)
  const [createError, setCreateError] = useState<string>()

  useEffect(() => {
    if (value) recordName(family, value, area).then(setText)
    else setText('')
  }, [family, value, area])

  useEffect(() => {
    if (!open || text.trim().length < 1) return setOptions([])
    const controller = new AbortController()
    const timer = setTimeout(() => {
      searchRecords(family, text.trim(), controller.signal, area)
        .then((found) => {
          setOptions(found)
          setActive(0)
          setAnswered(text.trim())
        })
        .catch(() => setOptions([]))
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [family, text, open, area])

  const choose = (record: FamilyRecord) => {
    onChange(record.uid)
    setText(clearOnChoose ? '' : titleOf(record))
    setOpen(false)
  }
  const typed = text.trim()
  const offerCreate =
    create &&
    !value &&
    typed.length >= 2 &&
    !options.some((o) => titleOf(o).toLowerCase() === typed.toLowerCase())
  const choices = options.length + (offerCreate ? 1 : 0)
  const makeNew = async () => {
    if (!create || creating) return
    setCreating(true)
    setCreateError(undefined)
    setOpen(false)
    try {
      const uid = await create.make(typed)
      onChange(uid)
      if (clearOnChoose) setText('')
    } catch (failure) {
      setCreateError(`The ${create.noun} could not be created: ${(failure as Error).message}`)
    } finally {
      setCreating(false)
    }
  }
  const pick = (index: number) => {
    const option = options[index]
    if (option) choose(option)
    else if (offerCreate && index === options.length) void makeNew()
  }
  const listId = `${id}-list`
  return (
    <div className="picker field">
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </label>
      <div className={pickerStyles.pickerRow}>
        <input
          id={id}
          className="input"
          role="combobox"
          aria-expanded={open && choices > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active < choices ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          maxLength={SEARCH_MAX}
          placeholder="Type to search…"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setOpen(true)
            if (value) onChange(null)
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, choices - 1))
            else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0))
            else if (e.key === 'Enter' && open && active < choices) {
              e.preventDefault()
              pick(active)
            } else if (e.key === 'Escape') setOpen(false)
          }}
        />
        {value ? (
          <button type="button" className="btn btn-link" onClick={() => onChange(null)}>
            Clear
          </button>
        ) : null}
      </div>
      {open && choices > 0 ? (
        <div
          id={listId}
          role="listbox"
          className={pickerStyles.pickerOptions}
          aria-label={`${label} matches`}
        >
          {options.map((o, i) => (
            <div
              key={o.uid}
              id={`${listId}-${i}`}
              role="option"
              aria-labelledby={`${listId}-${i}-name`}
              aria-describedby={detailOf(o) ? `${listId}-${i}-detail` : undefined}
              tabIndex={-1}
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault()
                pick(i)
              }}
            >
              <span id={`${listId}-${i}-name`}>
                {titleOf(o)}
                {o.waitingToSync ? <span className="muted"> · waiting to sync</span> : null}
              </span>
              {/* Named by its title, described by what tells it from look-alikes (club, country, age …). */}
              {detailOf(o) ? (
                <span id={`${listId}-${i}-detail`} className={pickerStyles.pickerDetail}>
                  {detailOf(o)}
                </span>
              ) : null}
            </div>
          ))}
          {offerCreate ? (
            <div
              id={`${listId}-${options.length}`}
              role="option"
              className={pickerStyles.pickerCreate}
              tabIndex={-1}
              aria-selected={active === options.length}
              onMouseDown={(e) => {
                e.preventDefault()
                pick(options.length)
              }}
            >
              + Create {create.noun} “{typed}”
            </div>
          ) : null}
        </div>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {/* Said, not left as an empty box: nothing was found for what was typed. */}
      {open && !value && typed && choices === 0 && answered === typed ? (
        <p className="hint" role="status">
          No {label.toLowerCase()} matches “{typed}”.
        </p>
      ) : null}
      {creating ? (
        <p className="muted">
          Creating {create?.noun} “{typed}”…
        </p>
      ) : null}
      {createError ? <p className="field-error">{createError}</p> : null}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  )
}

/** A list of references (a team's players): chips to remove, and a picker to add one more. */
export function RecordListPicker({
  family,
  label,
  value,
  onChange,
  error,
}: {
  family: string
  label: string
  value: string[]
  onChange: (uids: string[]) => void
  error?: string
}) {
  return (
    <fieldset className="field picker-list">
      <legend>
        {label} <span className="optional">({value.length})</span>
      </legend>
      <ul className={pickerStyles.chips}>
        {value.map((uid) => (
          <li key={uid} className={pickerStyles.chip} data-testid="picked-record">
            <RefName family={family} uid={uid} />
            <button
              type="button"
              className={pickerStyles.chipRemove}
              aria-label="Remove"
              onClick={() => onChange(value.filter((v) => v !== uid))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <RecordPicker
        family={family}
        label={`Add to ${label.toLowerCase()}`}
        value={null}
        required
        clearOnChoose
        onChange={(uid) => uid && !value.includes(uid) && onChange([...value, uid])}
      />
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  )
}

/** The name of a referenced record, loaded once. */
export function RefName({ family, uid }: { family: string; uid: string }) {
  const { area } = useRecordPlace()
  const [name, setName] = useState<string>('…')
  useEffect(() => {
    recordName(family, uid, area).then(setName)
  }, [family, uid, area])
  return <>{name}</>
}
