import { useState } from 'react'
import { positions } from '../../../api/contract/terms/players'
import { JERSEY_MAX } from '../../../api/contract/terms/writing-limits'
import type { GameEditEvent, Side } from '../../../machines/game-edit.machine'
import { type LineupPlayer, MAX_STARTERS, type SheetSide } from '../../../rules/game-sheet/types'
import { byShirt } from '../../../ui/game-sheet/sheet-view'
import lineupStyles from './lineup.module.css'
import { SquadAdder } from './squad-adder'
import type { SquadPlayer } from './squad-player'

// One team's line-up: the starting XI and the bench (shirt number, position, captain), and the rest of the
// squad to tap in. Every change is a machine event, so a duplicate shirt or a twelfth starter is refused there.

interface LineupSideProps {
  side: Side
  team: SheetSide
  squad: SquadPlayer[]
  send: (event: GameEditEvent) => void
  /** A player created from this step joined the team's squad. */
  onSquadAdd: (player: SquadPlayer) => void
}

export function LineupSide({ side, team, squad, send, onSquadAdd }: LineupSideProps) {
  const listed = new Set(team.players.map((p) => p.uid))
  const available = squad.filter((p) => !listed.has(p.uid)).sort(byShirt)
  const starters = team.players.filter((p) => p.starter)
  const bench = team.players.filter((p) => !p.starter)
  const add = (player: SquadPlayer, starter: boolean) =>
    send({
      type: 'ADD_PLAYER',
      side,
      starter,
      player: {
        uid: player.uid,
        name: player.name,
        jersey_no: player.jersey_no ?? null,
        position: player.position ?? '',
      },
    })

  return (
    <section
      className={`${lineupStyles.lineupSide} card`}
      data-side={side}
      aria-labelledby={`lineup-${side}`}
    >
      <h2 id={`lineup-${side}`} className="visually-hidden">
        Line-up of {team.name ?? 'the team'}
      </h2>
      <LineupList
        title={`Starting XI (${starters.length}/${MAX_STARTERS})`}
        side={side}
        players={starters}
        send={send}
      />
      <LineupList title="Bench" side={side} players={bench} send={send} />
      <h3>Squad</h3>
      {squad.length === 0 ? <p className="muted">This team has no players yet: add them below.</p> : null}
      <ul className={lineupStyles.squadList}>
        {available.map((player) => (
          <li key={player.uid} className={lineupStyles.squadPlayer} data-testid="squad-player">
            <span className="shirt" data-side={side}>
              {player.jersey_no ?? '–'}
            </span>
            <span className="player-name">{player.name}</span>
            <button type="button" className="btn btn-primary" onClick={() => add(player, true)}>
              XI<span className="visually-hidden">: {player.name} starts</span>
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => add(player, false)}>
              Bench<span className="visually-hidden">: {player.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <SquadAdder team={{ uid: team.uid, name: team.name ?? null }} onAdded={onSquadAdd} />
    </section>
  )
}

interface LineupListProps {
  title: string
  side: Side
  players: LineupPlayer[]
  send: (event: GameEditEvent) => void
}

function LineupList({ title, side, players, send }: LineupListProps) {
  return (
    <>
      <h3>{title}</h3>
      {players.length === 0 ? <p className="muted">Nobody yet.</p> : null}
      <ul className={lineupStyles.lineupList}>
        {players.map((p) => (
          <li key={p.uid} className={lineupStyles.lineupRow}>
            <ShirtInput
              name={p.name ?? 'player'}
              value={p.jersey_no}
              onCommit={(jersey_no) =>
                send({ type: 'UPDATE_PLAYER', side, uid: p.uid, changes: { jersey_no } })
              }
            />
            <span className="player-name">{p.name ?? 'Unnamed player'}</span>
            <label>
              <span className="visually-hidden">Position of {p.name}</span>
              <select
                className={`${lineupStyles.positionSelect} input`}
                value={p.position}
                onChange={(e) =>
                  send({ type: 'UPDATE_PLAYER', side, uid: p.uid, changes: { position: e.target.value } })
                }
              >
                <option value="">—</option>
                {positionOptions(p.position).map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className={`${lineupStyles.captainToggle} btn btn-secondary`}
              aria-pressed={p.isCaptain}
              onClick={() => send({ type: 'SET_CAPTAIN', side, uid: p.isCaptain ? null : p.uid })}
              title="Captain"
            >
              C<span className="visually-hidden"> captain: {p.name}</span>
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() =>
                send({ type: 'UPDATE_PLAYER', side, uid: p.uid, changes: { starter: !p.starter } })
              }
            >
              {p.starter ? 'To bench' : 'To XI'}
              <span className="visually-hidden">: {p.name}</span>
            </button>
            <button
              type="button"
              className={`${lineupStyles.removePlayer} btn btn-secondary`}
              onClick={() => send({ type: 'REMOVE_PLAYER', side, uid: p.uid })}
              aria-label={`Remove ${p.name ?? 'player'} from the sheet`}
              title="Remove from the sheet"
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The scout positions, plus whatever a saved sheet or an import already holds (e.g. openfootball's "DF"). */
const positionOptions = (current: string): string[] => {
  const codes: string[] = positions.map((p) => p.code)
  return current && !codes.includes(current) ? [current, ...codes] : codes
}

/**
 * A shirt number is sent when the person leaves the field (or presses Enter), not per keystroke: typing "15"
 * must not be refused at "1" because someone else wears 1. A refused number springs back to the sheet's.
 */
function ShirtInput({
  name,
  value,
  onCommit,
}: {
  name: string
  value: number | null
  onCommit: (n: number | null) => void
}) {
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    const n = draft.trim() === '' ? null : Number(draft)
    setDraft(null)
    if (n !== value) onCommit(n === null || Number.isNaN(n) ? null : n)
  }
  return (
    <label className="shirt-input">
      <span className="visually-hidden">Shirt number of {name}</span>
      <input
        className="input"
        type="number"
        inputMode="numeric"
        min={0}
        max={JERSEY_MAX}
        value={draft ?? value ?? ''}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit()
        }}
      />
    </label>
  )
}
