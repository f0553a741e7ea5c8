import { useState } from 'react'
import { feet, positions } from '../../../api/contract/terms/players'
import { AGE_FILTER_MAX } from '../../../api/contract/terms/writing-limits'
import { RecordPicker } from '../../../connected/record-picker'
import { SelectField } from '../../../ui/select-field'
import styles from './players.module.css'

// The list's search and filters. Names are the query parameters of GET player, so the list sends them as they are.

export interface PlayerFilters {
  filter: string
  position: string
  nationality_id: string | null
  club_id: string | null
  age_min: string
  age_max: string
  gender: string
  foot: string
}

export const emptyFilters: PlayerFilters = {
  filter: '',
  position: '',
  nationality_id: null,
  club_id: null,
  age_min: '',
  age_max: '',
  gender: '',
  foot: '',
}

export function PlayerListFilters({
  value,
  onChange,
}: {
  value: PlayerFilters
  onChange: (next: PlayerFilters) => void
}) {
  // On a phone the filters fold away behind one button so the results stay on the first screen.
  const [open, setOpen] = useState(false)
  const active = Object.entries(value).filter(([k, v]) => k !== 'filter' && v).length
  const set = (key: keyof PlayerFilters) => (v: string | null) => onChange({ ...value, [key]: v })
  const ageError =
    value.age_min && value.age_max && Number(value.age_min) > Number(value.age_max)
      ? 'The lowest age is above the highest'
      : undefined
  return (
    <div className={styles.playerFilters}>
      <div className={`${styles.playerSearch} field`}>
        <label htmlFor="player-q">Search players</label>
        <input
          id="player-q"
          className="input"
          type="search"
          placeholder="Name, or part of it…"
          value={value.filter}
          onChange={(e) => set('filter')(e.target.value)}
        />
      </div>
      <button
        type="button"
        className={`${styles.playerFiltersToggle} btn btn-secondary`}
        aria-expanded={open}
        aria-controls="player-more-filters"
        onClick={() => setOpen(!open)}
      >
        Filters{active ? ` (${active})` : ''}
      </button>
      <div id="player-more-filters" className={styles.playerMoreFilters} data-open={open}>
        <SelectField
          label="Position"
          required
          value={value.position}
          onChange={set('position')}
          empty="Any"
          options={positions.map((p) => [p.code, `${p.label} (${p.code})`] as const)}
        />
        <RecordPicker
          family="country"
          label="Nationality"
          value={value.nationality_id}
          onChange={set('nationality_id')}
        />
        <RecordPicker family="club" label="Club" value={value.club_id} onChange={set('club_id')} />
        <fieldset className={`${styles.playerAge} field`}>
          <legend>Age</legend>
          <div className={styles.playerAgeRow}>
            <label>
              <span className="visually-hidden">Youngest age</span>
              <input
                className="input"
                type="number"
                min={0}
                max={AGE_FILTER_MAX}
                placeholder="from"
                value={value.age_min}
                aria-invalid={ageError ? true : undefined}
                onChange={(e) => set('age_min')(e.target.value)}
              />
            </label>
            <span aria-hidden="true">–</span>
            <label>
              <span className="visually-hidden">Oldest age</span>
              <input
                className="input"
                type="number"
                min={0}
                max={AGE_FILTER_MAX}
                placeholder="to"
                value={value.age_max}
                aria-invalid={ageError ? true : undefined}
                onChange={(e) => set('age_max')(e.target.value)}
              />
            </label>
          </div>
          {ageError ? <p className="field-error">{ageError}</p> : null}
        </fieldset>
        <SelectField
          label="Gender"
          required
          value={value.gender}
          onChange={set('gender')}
          empty="Any"
          options={[
            ['male', 'Male'],
            ['female', 'Female'],
          ]}
        />
        <SelectField
          label="Foot"
          required
          value={value.foot}
          onChange={set('foot')}
          empty="Any"
          options={feet.map(
            (f) => [f, f === 'both' ? 'Both feet' : f.charAt(0).toUpperCase() + f.slice(1)] as const,
          )}
        />
      </div>
      {Object.values(value).some((v) => v) ? (
        <button type="button" className="btn btn-link" onClick={() => onChange(emptyFilters)}>
          Clear filters
        </button>
      ) : null}
    </div>
  )
}
