import type { GameSheet } from '../../../rules/game-sheet/types'
import { byShirt, type SheetPlayerView } from '../../../ui/game-sheet/sheet-view'

// Tappable players, one column per team, shirt number first: what a person at a stadium recognises fastest.

interface PlayerButtonsProps {
  sheet: GameSheet
  players: SheetPlayerView[]
  onPick: (player: SheetPlayerView) => void
}

export function PlayerButtons({ sheet, players, onPick }: PlayerButtonsProps) {
  const sides = ([0, 1] as const).filter((s) => players.some((p) => p.side === s))
  if (sides.length === 0) return <p className="muted">Nobody on the sheet can do that now.</p>
  return (
    <div className="player-columns">
      {sides.map((s) => (
        <div key={s} className="player-column" data-side={s}>
          <h3>{sheet.sides[s].name ?? 'Team'}</h3>
          <div className="player-buttons">
            {players
              .filter((p) => p.side === s)
              .sort((a, b) => byShirt(a.player, b.player))
              .map((p) => (
                <button key={p.player.uid} type="button" className="player-button" onClick={() => onPick(p)}>
                  <span className="shirt" data-side={s}>
                    {p.player.jersey_no ?? '–'}
                  </span>
                  <span className="player-name">{p.player.name ?? 'Unnamed player'}</span>
                  {p.yellow ? <span className="card-mark" data-card="yellow" title="Booked" /> : null}
                </button>
              ))}
          </div>
        </div>
      ))}
    </div>
  )
}
