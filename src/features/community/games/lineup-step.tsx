import { useState } from 'react'
import type { GameEditEvent, Side } from '../../../machines/game-edit.machine'
import type { GameSheet } from '../../../rules/game-sheet/types'
import sheetStyles from './game-sheet.module.css'
import lineupStyles from './lineup.module.css'
import { LineupSide } from './lineup-side'
import type { SquadPlayer } from './squad-player'

// The line-up step: one team at a time (a line-up row needs a tablet's full width to stay on one line), with
// each team's counts on its tab so neither is forgotten.

interface LineupStepProps {
  sheet: GameSheet
  squads: Record<string, SquadPlayer[]>
  send: (event: GameEditEvent) => void
  onSquadAdd: (team: string, player: SquadPlayer) => void
}

export function LineupStep({ sheet, squads, send, onSquadAdd }: LineupStepProps) {
  const [lineupSide, setLineupSide] = useState<Side>(0)
  return (
    <>
      <div className={lineupStyles.sideTabs}>
        {([0, 1] as const).map((side) => {
          const team = sheet.sides[side]
          const starters = team.players.filter((p) => p.starter).length
          return (
            <button
              key={side}
              type="button"
              className={lineupStyles.sideTab}
              data-testid="side-tab"
              data-side={side}
              aria-pressed={lineupSide === side}
              onClick={() => setLineupSide(side)}
            >
              <strong>{team.name ?? 'Team'}</strong>
              <span>
                {starters}/11 starting · {team.players.length - starters} on the bench
              </span>
            </button>
          )
        })}
      </div>
      <LineupSide
        key={lineupSide}
        side={lineupSide}
        team={sheet.sides[lineupSide]}
        squad={squads[sheet.sides[lineupSide].uid] ?? []}
        send={send}
        onSquadAdd={(player) => onSquadAdd(sheet.sides[lineupSide].uid, player)}
      />
      <div className={sheetStyles.sheetNav}>
        <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'BACK' })}>
          Back to teams
        </button>
        <button type="button" className="btn btn-primary" onClick={() => send({ type: 'CONTINUE' })}>
          Continue to events
        </button>
      </div>
    </>
  )
}
