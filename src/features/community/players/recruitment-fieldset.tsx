import type { InputHTMLAttributes, ReactNode } from 'react'
import { currencies } from '../../../api/contract/terms/recruitment'
import panels from '../record-panels.module.css'

// The community's recruitment values on a player's profile form: contract, market value, agent, loan and
// passports (height, weight and foot stand with the football fields). Scouts see them with the day each was last
// changed; a club's own values are kept apart from these (docs/decisions/0055-recruitment-values.md).

type Text = (key: string, label: string, props?: InputHTMLAttributes<HTMLInputElement>) => ReactNode
type Select = (key: string, label: string, options: [string, string][]) => ReactNode

export function RecruitmentFieldset({ text, select }: { text: Text; select: Select }) {
  return (
    <fieldset className={panels.fieldset}>
      <legend>Contract and value</legend>
      <div className={panels.formGrid}>
        {text('contract_expires', 'Contract expires', { type: 'date' })}
        {text('market_value', 'Market value', { type: 'number', min: 0, inputMode: 'numeric' })}
        {select(
          'market_value_currency',
          'Currency of the value',
          currencies.map((c) => [c, c]),
        )}
        {text('agent', 'Agent')}
        {select('on_loan', 'On loan', [
          ['yes', 'Yes'],
          ['no', 'No'],
        ])}
        {text('loan_from', 'On loan from (club)')}
        {text('loan_until', 'Loan ends', { type: 'date' })}
        {text('passports', 'Passports (countries, separated by commas)')}
      </div>
    </fieldset>
  )
}
