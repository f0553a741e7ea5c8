import { feet } from '../../../api/contract/terms/players'
import { currencies } from '../../../api/contract/terms/recruitment'
import { LabelledControl } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import type { DiscoverQuery, QueryKey } from './discover-query'
import styles from './scout-players.module.css'

// The filters on a player's body, contract and value — the ones a recruitment department reaches for first. They
// read the scout's club's own values where it has imported some, the community's otherwise (decision 0055).

export const recruitmentKeys = [
  'foot',
  'height_min',
  'height_max',
  'weight_min',
  'weight_max',
  'contract_expires_before',
  'market_value_max',
  'currency',
  'on_loan',
  'passport',
] as const satisfies readonly QueryKey[]
type Key = (typeof recruitmentKeys)[number]

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export function RecruitmentFilters({
  query,
  errors,
  hint,
  onChange,
}: {
  query: DiscoverQuery
  errors: Partial<Record<QueryKey, string>>
  hint: (field: Key) => string | undefined
  onChange: (field: Key, value: string) => void
}) {
  const input = (field: Key, label: string, attrs: { type: string; max?: number; inputMode?: 'decimal' }) => (
    <LabelledControl label={label} error={errors[field]} hint={hint(field)} required>
      {(id, describedBy) => (
        <input
          id={id}
          className="input"
          type={attrs.type}
          inputMode={attrs.inputMode}
          min={attrs.type === 'number' ? 0 : undefined}
          max={attrs.max}
          value={query[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </LabelledControl>
  )
  const number = (field: Key, label: string, max: number) =>
    input(field, label, { type: 'number', max, inputMode: 'decimal' })
  return (
    <>
      <SelectField
        label="Preferred foot"
        error={errors.foot}
        hint={hint('foot')}
        required
        value={query.foot}
        onChange={(value) => onChange('foot', value)}
        options={[['', 'Any'], ...feet.map((f) => [f, cap(f)] as const)]}
      />
      {number('height_min', 'Height from (cm)', 250)}
      {number('height_max', 'Height to (cm)', 250)}
      {number('weight_min', 'Weight from (kg)', 200)}
      {number('weight_max', 'Weight to (kg)', 200)}
      {input('contract_expires_before', 'Contract ends before', { type: 'date' })}
      {number('market_value_max', 'Market value at most', 2_000_000_000)}
      <SelectField
        label="Currency of the value"
        error={errors.currency}
        hint="Values are compared in their own currency only"
        required
        value={query.currency || 'EUR'}
        onChange={(value) => onChange('currency', value === 'EUR' ? '' : value)}
        options={currencies.map((c) => [c, c] as const)}
      />
      {input('passport', 'Holds a passport of', { type: 'text' })}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={query.on_loan === '1'}
          onChange={(event) => onChange('on_loan', event.target.checked ? '1' : '')}
        />
        On loan now{hint('on_loan') ? ` (${hint('on_loan')!.toLowerCase()})` : ''}
      </label>
    </>
  )
}
