import { Link } from 'wouter'
import type { Player } from '../../../api/contract/schemas/players'
import { positions } from '../../../api/contract/terms/players'
import {
  dayWords,
  type RecruitmentFact,
  type RecruitmentField,
  recruitmentValueWords,
} from '../../../api/contract/terms/recruitment'
import { useRecordPlace } from '../../../connected/record-area'
import { calendarDay } from '../../../ui/dates'

// A player's profile as a member reads it before changing anything: every field in words, unknowns said as
// such, the club and nationality linked to their pages. "Edit profile" (on the player page) opens the form.

const positionName = (code: string) => positions.find((p) => p.code === code)?.label ?? code
const notRecorded = <span className="muted">Not recorded</span>

/** The contract, value, agent, loan and passports the community recorded, in the words a player page uses. */
function contractRows(player: Player): [string, React.ReactNode][] {
  const said = (field: RecruitmentField, value: RecruitmentFact['value'] | null | undefined) =>
    value === null || value === undefined || (Array.isArray(value) && value.length === 0)
      ? notRecorded
      : recruitmentValueWords(field, value)
  const value =
    player.market_value === null || player.market_value === undefined
      ? null
      : { amount: player.market_value, currency: player.market_value_currency ?? 'EUR' }
  return [
    ['Contract expires', said('contract_expires', player.contract_expires)],
    ['Market value', said('market_value', value)],
    ['Agent', said('agent', player.agent)],
    [
      'On loan',
      player.on_loan
        ? [
            'Yes',
            player.loan_from && `from ${player.loan_from}`,
            player.loan_until && `until ${dayWords(player.loan_until)}`,
          ]
            .filter(Boolean)
            .join(' ')
        : said('on_loan', player.on_loan),
    ],
    ['Passports', said('passports', player.passports)],
  ]
}

export function PlayerProfileView({ player }: { player: Player }) {
  const { href } = useRecordPlace()
  /** A referenced record's name, linked to its page; "Not recorded" without one. */
  const linked = (path: string, uid: string | null, name: string | null) =>
    uid && name ? <Link href={href(path, uid)}>{name}</Link> : notRecorded
  const others = (player.positions ?? []).filter((p) => p !== player.main_position).map(positionName)
  const rows: [string, React.ReactNode][] = [
    ['Name', player.name],
    ['First and last name', [player.first_name, player.last_name].filter(Boolean).join(' ') || notRecorded],
    [
      'Date of birth',
      player.date_of_birth
        ? `${calendarDay(player.date_of_birth)}${player.age === null ? '' : ` (${player.age} years)`}`
        : notRecorded,
    ],
    ['Gender', player.gender ?? notRecorded],
    ['Main position', player.main_position ? positionName(player.main_position) : notRecorded],
    ['Other positions', others.length ? others.join(', ') : notRecorded],
    ['Preferred foot', player.preferred_foot ?? notRecorded],
    ['Height', player.height_cm ? `${player.height_cm} cm` : notRecorded],
    ['Weight', player.weight_kg ? `${player.weight_kg} kg` : notRecorded],
    ['Shirt number', player.shirt_number ?? notRecorded],
    ...contractRows(player),
    ['Nationality', linked('country', player.nationality_id, player.nationality)],
    ['Current club', linked('club', player.current_club_id, player.current_club)],
    ['Email', player.email ?? notRecorded],
    ['Phone', player.phone ?? notRecorded],
    [
      'Guardian',
      [player.guardian_name, player.guardian_email, player.guardian_phone].filter(Boolean).join(' · ') ||
        notRecorded,
    ],
    // In full, with its form, in the consent panel below (player-consent-panel.tsx).
    ['Guardian consent', player.consent_given ? 'Given' : 'Not given'],
  ]
  return (
    <dl className="definition definition-columns" aria-label="Profile">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
