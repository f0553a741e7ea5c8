import { feet, positions } from '../../../api/contract/players'
import { LabelledControl } from '../../../ui/field'
import type { DiscoverQuery } from './discover-query'
import styles from './scout-players.module.css'

// The structured search's fields: position, age, gender, foot, minimum goals and matches, and the order.
// Every change applies at once (the list follows); a refused value is named beside its field.

type Editable = Exclude<keyof DiscoverQuery, 'page' | 'q'>

const sorts = [
  ['', 'Name'],
  ['goals', 'Most goals'],
  ['assists', 'Most assists'],
  ['matches', 'Most matches'],
  ['age', 'Youngest first'],
  ['pace', 'Fastest (pace rating)'],
] as const

export function FilterPanel({
  query,
  errors,
  onChange,
}: {
  query: DiscoverQuery
  errors: Record<string, string>
  onChange: (field: Editable, value: string) => void
}) {
  const select = (field: Editable, label: string, options: readonly (readonly [string, string])[]) => (
    <LabelledControl label={label} error={errors[field]} required>
      {(id, describedBy) => (
        <select
          id={id}
          className="input"
          value={query[field]}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  )
  const number = (field: Editable, label: string, max: number) => (
    <LabelledControl label={label} error={errors[field]}>
      {(id, describedBy) => (
        <input
          id={id}
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={query[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </LabelledControl>
  )
  return (
    <fieldset className={styles.filters}>
      <legend>Filters</legend>
      {select('position', 'Position', [
        ['', 'Any position'],
        ...positions.map((p) => [p.code, p.label] as const),
      ])}
      {number('age_min', 'Age from', 60)}
      {number('age_max', 'Age to', 60)}
      {select('gender', 'Gender', [
        ['', 'Any'],
        ['male', 'Men'],
        ['female', 'Women'],
      ])}
      {select('foot', 'Preferred foot', [
        ['', 'Any'],
        ...feet.map((f) => [f, f.charAt(0).toUpperCase() + f.slice(1)] as const),
      ])}
      {number('min_goals', 'Goals at least', 1000)}
      {number('min_matches', 'Matches at least', 1000)}
      {select('sort', 'Order', sorts)}
    </fieldset>
  )
}
