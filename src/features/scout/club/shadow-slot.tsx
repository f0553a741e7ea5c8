import { useId } from 'react'
import styles from './club.module.css'
import type { Target } from './shadow-team-model'

// One position of the shadow team: its targets in rank order, each with a note; an editor moves, removes, notes
// and adds them (from the club's listed players).

export function ShadowSlot({
  position,
  targets,
  pool,
  canEdit,
  onChange,
}: {
  position: string
  targets: Target[]
  pool: Target[]
  canEdit: boolean
  onChange: (targets: Target[]) => void
}) {
  const id = useId()
  const swap = (i: number, j: number) => {
    const next = [...targets]
    ;[next[i], next[j]] = [next[j]!, next[i]!]
    onChange(next)
  }
  const candidates = pool.filter((p) => !targets.some((t) => t.uid === p.uid))
  return (
    <section className={styles.slot} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{position}</h3>
      {targets.length ? (
        <ol className={styles.targets}>
          {targets.map((t, i) => (
            <li key={t.uid} className={styles.target}>
              <strong>{t.name}</strong>
              {t.current_club ? <span className="muted"> · {t.current_club}</span> : null}
              {canEdit ? (
                <>
                  <label className="visually-hidden" htmlFor={`${id}-${t.uid}`}>
                    Note on {t.name}
                  </label>
                  <input
                    id={`${id}-${t.uid}`}
                    className="input"
                    value={t.note}
                    maxLength={300}
                    placeholder="Note"
                    onChange={(e) =>
                      onChange(targets.map((x) => (x.uid === t.uid ? { ...x, note: e.target.value } : x)))
                    }
                  />
                  <span className={styles.targetActions}>
                    <button
                      type="button"
                      className="btn btn-link"
                      disabled={i === 0}
                      onClick={() => swap(i, i - 1)}
                    >
                      Up<span className="visually-hidden"> {t.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-link"
                      disabled={i === targets.length - 1}
                      onClick={() => swap(i, i + 1)}
                    >
                      Down<span className="visually-hidden"> {t.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-link"
                      onClick={() => onChange(targets.filter((x) => x.uid !== t.uid))}
                    >
                      Remove<span className="visually-hidden"> {t.name}</span>
                    </button>
                  </span>
                </>
              ) : t.note ? (
                <p className="muted">{t.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No target yet</p>
      )}
      {canEdit && candidates.length ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-add`}>
            Add a target at {position}
          </label>
          <select
            id={`${id}-add`}
            className="input"
            value=""
            onChange={(e) => {
              const picked = candidates.find((c) => c.uid === e.target.value)
              if (picked) onChange([...targets, picked])
            }}
          >
            <option value="">Add a target…</option>
            {candidates.map((c) => (
              <option key={c.uid} value={c.uid}>
                {c.name}
                {c.main_position ? ` (${c.main_position})` : ''}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </section>
  )
}
