import { useCallback, useEffect, useId, useState } from 'react'
import type { PlayerAttributes } from '../../../api/contract/schemas/players-attributes'
import {
  type DetailGroup,
  detailAttributes,
  headlineAttributes,
} from '../../../api/contract/terms/attribute-names'
import { DETAIL_RATING_MAX, RATING_MAX, RATING_MIN } from '../../../api/contract/terms/writing-limits'
import { FormMessage } from '../../../ui/field'
import { failureText } from '../media/upload-check'
import panels from '../record-panels.module.css'
import { PlayerCustomAttributes } from './player-custom-attributes'
import styles from './players.module.css'
import { getAttributes, putAttributes } from './players-api'

// Ratings on the API's two scales: the six headline ratings 1–100 (a slider with its number beside it), the
// detail attributes 1–20 in their groups (technical, mental, physical). An empty box means "not rated".

const groupKey: Record<DetailGroup, 'technical' | 'mental' | 'physical_detail'> = {
  technical: 'technical',
  mental: 'mental',
  physical: 'physical_detail',
}
const label = (k: string) => (k.charAt(0).toUpperCase() + k.slice(1)).replace(/_/g, ' ')

export function PlayerAttributesPanel({ playerId }: { playerId: string }) {
  const [stored, setStored] = useState<PlayerAttributes | null>(null)
  const [headline, setHeadline] = useState<Record<string, number | null>>({})
  const [detail, setDetail] = useState<Record<string, Record<string, number | null>>>({})
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  // Setters are stable, so one `show` serves the first load and every save.
  const show = useCallback((a: PlayerAttributes) => {
    setStored(a)
    setHeadline(Object.fromEntries(headlineAttributes.map((k) => [k, a[k]])))
    setDetail({
      technical: { ...a.technical },
      mental: { ...a.mental },
      physical_detail: { ...a.physical_detail },
    })
  }, [])
  useEffect(() => {
    getAttributes(playerId)
      .then(show)
      .catch(() => setMessage({ kind: 'error', text: 'The attributes could not be loaded.' }))
  }, [playerId, show])

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!stored) return
    const groups = Object.fromEntries(
      Object.entries(detail).map(([g, values]) => [
        g,
        Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined)),
      ]),
    )
    setBusy(true)
    try {
      const result = await putAttributes(playerId, { ...headline, ...groups, version: stored.version })
      if (result.data && !result.pending) show(result.data)
      setMessage({
        kind: 'success',
        text: result.pending ? 'Saved on this device; it will sync.' : 'Attributes saved.',
      })
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(error, 'The attributes could not be saved.') })
    } finally {
      setBusy(false)
    }
  }
  if (!stored) return message ? <FormMessage kind="error">{message.text}</FormMessage> : <p>Loading…</p>
  return (
    <div className="stack">
      <form className="stack" onSubmit={save} aria-label="Attributes">
        <fieldset className={panels.fieldset}>
          <legend>Headline ratings (1–100)</legend>
          <div className={styles.playerRatings}>
            {headlineAttributes.map((k) => (
              <Rating
                key={k}
                name={label(k)}
                max={RATING_MAX}
                scale="rating, 1 to 100"
                value={headline[k]}
                onChange={(v) => setHeadline((h) => ({ ...h, [k]: v }))}
              />
            ))}
          </div>
        </fieldset>
        {(Object.keys(detailAttributes) as DetailGroup[]).map((g) => (
          <details key={g} className={`${panels.fieldset} ${styles.playerDetails}`}>
            <summary>
              {label(g)} details (1–20) ·{' '}
              {Object.values(detail[groupKey[g]] ?? {}).filter((v) => v != null).length} rated
            </summary>
            <div className={styles.playerDetailGrid}>
              {detailAttributes[g].map((k) => (
                <Rating
                  key={k}
                  name={label(k)}
                  max={DETAIL_RATING_MAX}
                  compact
                  scale={`${g} detail, 1 to 20`}
                  value={detail[groupKey[g]]?.[k] ?? null}
                  onChange={(v) => setDetail((d) => ({ ...d, [groupKey[g]]: { ...d[groupKey[g]], [k]: v } }))}
                />
              ))}
            </div>
          </details>
        ))}
        {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
        <div className={panels.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save attributes'}
          </button>
        </div>
      </form>
      <PlayerCustomAttributes playerId={playerId} initial={stored.custom_attributes} />
    </div>
  )
}

function Rating({
  name,
  max,
  value,
  onChange,
  compact,
  scale,
}: {
  name: string
  max: number
  value: number | null | undefined
  onChange: (v: number | null) => void
  compact?: boolean
  /** Said to screen readers after the name: "Pace" exists on both scales. */
  scale: string
}) {
  const id = useId()
  const bad = value != null && (value < 1 || value > max || !Number.isInteger(value))
  return (
    <div className={styles.playerRating}>
      <label htmlFor={id}>
        {name}
        <span className="visually-hidden"> ({scale})</span>
      </label>
      {compact ? null : (
        <input
          type="range"
          min={RATING_MIN}
          max={max}
          value={value ?? 1}
          aria-label={`${name} slider`}
          data-unset={value == null ? '' : undefined}
          onChange={(e) => onChange(Number(e.target.value))}
        />
      )}
      <input
        id={id}
        className={`${styles.playerRatingNumber} input`}
        type="number"
        inputMode="numeric"
        min={RATING_MIN}
        max={max}
        placeholder="–"
        value={value ?? ''}
        aria-invalid={bad ? true : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
      {bad ? <p className="field-error">A whole number from 1 to {max}</p> : null}
    </div>
  )
}
