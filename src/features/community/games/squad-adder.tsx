import { useId, useState } from 'react'
import { playerContract } from '../../../api/contract/schemas/players'
import { textLimits } from '../../../api/contract/schemas/schema-reading'
import { positions } from '../../../api/contract/terms/players'
import { FormMessage } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import { addToSquad } from './games-api'
import lineupStyles from './lineup.module.css'
import type { SquadPlayer } from './squad-player'

// A player who turned up but is not in the team's squad yet: named here, created and added to the squad without
// leaving the sheet (the line-up being built stays as it is). Offline, both writes wait in the outbox.

const nameLimit = textLimits(playerContract.fields.shape).name

interface SquadAdderProps {
  team: { uid: string; name: string | null }
  onAdded: (player: SquadPlayer) => void
}

export function SquadAdder({ team, onAdded }: SquadAdderProps) {
  const id = useId()
  const [name, setName] = useState('')
  const [shirt, setShirt] = useState('')
  const [position, setPosition] = useState('')
  const [problem, setProblem] = useState<string>()
  const [added, setAdded] = useState<string>()
  const [busy, setBusy] = useState(false)

  const add = async () => {
    const shirtNumber = shirt.trim() === '' ? null : Number(shirt)
    if (name.trim() === '') return setProblem('Enter the player’s name')
    if (shirtNumber !== null && !(Number.isInteger(shirtNumber) && shirtNumber >= 0 && shirtNumber <= 99))
      return setProblem('A shirt number is a whole number from 0 to 99')
    setBusy(true)
    setProblem(undefined)
    try {
      const player = await addToSquad(team, {
        name: name.trim(),
        shirt_number: shirtNumber,
        main_position: position || null,
      })
      onAdded(player)
      setAdded(`${player.name} is in the squad: add them to the XI or the bench above.`)
      setName('')
      setShirt('')
      setPosition('')
    } catch (error) {
      setProblem(`The player could not be added: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className={lineupStyles.squadAdder} data-testid="squad-adder">
      <summary>New player for {team.name ?? 'this team'}</summary>
      <div className={lineupStyles.squadAdderFields}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            className="input"
            maxLength={nameLimit}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                void add()
              }
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-shirt`}>
            Shirt <span className="optional">(optional)</span>
          </label>
          <input
            id={`${id}-shirt`}
            className="input"
            inputMode="numeric"
            value={shirt}
            onChange={(e) => setShirt(e.target.value)}
          />
        </div>
        <SelectField
          id={`${id}-position`}
          label="Position"
          value={position}
          onChange={setPosition}
          empty="—"
          options={positions.map((p) => [p.code, p.label] as const)}
        />
        <button type="button" className="btn btn-primary" disabled={busy} onClick={add}>
          {busy ? 'Adding…' : 'Add to the squad'}
        </button>
      </div>
      {problem ? <FormMessage kind="error">{problem}</FormMessage> : null}
      {added ? <p role="status">{added}</p> : null}
    </details>
  )
}
