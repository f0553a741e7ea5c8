import { Fragment, useState } from 'react'
import type { FilterCoverage } from '../../../api/contract/schemas/scout-filter'
import { headlineAttributes } from '../../../api/contract/terms/attribute-names'
import { positions } from '../../../api/contract/terms/players'
import { FILTER_SEASON_MAX } from '../../../api/contract/terms/writing-limits'
import { RecordPicker } from '../../../connected/record-picker'
import { LabelledControl } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import { type DiscoverQuery, type QueryKey, ratingKey } from './discover-query'
import { coverageHint } from './filter-coverage'
import { RecruitmentFilters, recruitmentKeys } from './recruitment-filters'
import styles from './scout-players.module.css'

// Every field of the structured search. The ones a scout reaches for first stay in view (position, nationality,
// age, matches, minutes, order); the rest fold under "More filters", which opens by itself when one is in use.
// Every change applies at once (the list follows); a refused value is named beside its field.

type Editable = Exclude<QueryKey, 'q'>
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const sorts: [string, string][] = [
  ['', 'Name'],
  ['goals', 'Most goals'],
  ['assists', 'Most assists'],
  ['matches', 'Most matches'],
  ['minutes', 'Most minutes'],
  ['age', 'Youngest first'],
  ...headlineAttributes.map((r): [string, string] => [r, `Best ${r} rating`]),
]

const moreKeys: Editable[] = [
  'club_id',
  'league_id',
  'tournament_id',
  'gender',
  ...recruitmentKeys,
  'season',
  'min_goals',
  'min_assists',
  'per_90',
  ...headlineAttributes.map(ratingKey),
]

export function FilterPanel({
  query,
  errors,
  coverage,
  onChange,
}: {
  query: DiscoverQuery
  errors: Partial<Record<QueryKey, string>>
  /** How many players have each field recorded, said beside the field. */
  coverage?: FilterCoverage
  onChange: (field: Editable, value: string) => void
}) {
  const hint = (field: Editable) => coverageHint(coverage, field, query)
  const select = (field: Editable, label: string, options: readonly (readonly [string, string])[]) => (
    <SelectField
      label={label}
      error={errors[field]}
      hint={hint(field)}
      required
      value={query[field]}
      onChange={(value) => onChange(field, value)}
      options={options}
    />
  )
  const number = (field: Editable, label: string, max: number, step = 1) => (
    <LabelledControl label={label} error={errors[field]} hint={hint(field)} required>
      {(id, describedBy) => (
        <input
          id={id}
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          max={max}
          step={step}
          value={query[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </LabelledControl>
  )
  const picker = (field: Editable, family: string, label: string) => (
    <RecordPicker
      family={family}
      label={label}
      hint={hint(field)}
      value={query[field] || null}
      required
      error={errors[field]}
      onChange={(uid) => onChange(field, uid ?? '')}
    />
  )
  const perNinety = query.per_90 === '1'
  const moreInUse = moreKeys.some((key) => query[key] !== '')
  // Opened by the scout or by a field in use (a bookmarked search); never closed for them: tied to the fields
  // alone, it folded shut the moment the scout emptied the one they were changing.
  const [moreOpen, setMoreOpen] = useState(moreInUse)
  if (moreInUse && !moreOpen) setMoreOpen(true)
  return (
    <fieldset className={styles.filters}>
      <legend>Filters</legend>
      <div className={styles.filterGrid}>
        {select('position', 'Position', [
          ['', 'Any position'],
          ...positions.map((p) => [p.code, p.label] as const),
        ])}
        {picker('country_id', 'country', 'Nationality')}
        {number('age_min', 'Age from', 60)}
        {number('age_max', 'Age to', 60)}
        {number('min_matches', 'Matches at least', 1000)}
        {number('min_minutes', 'Minutes at least', 100000)}
        {select('sort', 'Order', sorts)}
      </div>
      <details
        className={styles.more}
        open={moreOpen}
        onToggle={(event) => setMoreOpen(event.currentTarget.open)}
      >
        <summary>More filters</summary>
        <div className={styles.filterGrid}>
          {picker('club_id', 'club', 'Club')}
          {picker('league_id', 'league', 'League')}
          {picker('tournament_id', 'tournament', 'Tournament')}
          {select('gender', 'Gender', [
            ['', 'Any'],
            ['male', 'Men'],
            ['female', 'Women'],
          ])}
          <RecruitmentFilters query={query} errors={errors} hint={hint} onChange={onChange} />
          <LabelledControl label="Season" error={errors.season} hint="e.g. 2026 or 2025/26" required>
            {(id, describedBy) => (
              <input
                id={id}
                className="input"
                value={query.season}
                maxLength={FILTER_SEASON_MAX}
                aria-invalid={errors.season ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => onChange('season', event.target.value)}
              />
            )}
          </LabelledControl>
          {number(
            'min_goals',
            perNinety ? 'Goals per 90 at least' : 'Goals at least',
            1000,
            perNinety ? 0.1 : 1,
          )}
          {number(
            'min_assists',
            perNinety ? 'Assists per 90 at least' : 'Assists at least',
            1000,
            perNinety ? 0.1 : 1,
          )}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={perNinety}
              onChange={(event) => onChange('per_90', event.target.checked ? '1' : '')}
            />
            Goals and assists per 90 minutes (games with a recorded line-up only)
          </label>
          {headlineAttributes.map((rating) => (
            <Fragment key={rating}>{number(ratingKey(rating), `${cap(rating)} at least`, 100)}</Fragment>
          ))}
        </div>
      </details>
    </fieldset>
  )
}
