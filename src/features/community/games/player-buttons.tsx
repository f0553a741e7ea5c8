import type { GameSheet } from '../../../rules/game-sheet/types'
import { byShirt, type SheetPlayerView } from '../../../ui/game-sheet/sheet-view'
import padStyles from './event-pad.module.css'

// Tappable players, one column per team, shirt number first: what a person at a stadium recognises fastest.
// Both teams may have a 7: each column is a group named by its team with the side spelled out ("home",
// "away"), the away shirts are outlined where the home ones are filled, and each button says its team to a
// screen reader — so the team never rests on colour alone. Names wrap to two lines rather than being cut.

const sideWords = ['home', 'away'] as const

interface PlayerButtonsProps {
  sheet: GameSheet
  players: SheetPlayerView[]
  onPick: (player: SheetPlayerView) => void
}

export function PlayerButtons({ sheet, players, onPick }: PlayerButtonsProps) {
  const sides = ([0, 1] as const).filter((s) => players.some((p) => p.side === s))
  if (sides.length === 0) return <p className="muted">Nobody on the sheet can do that now.</p>
  return (
    <div className={padStyles.playerColumns}>
      {sides.map((s) => (
        <fieldset key={s} className={padStyles.playerColumn} data-side={s}>
          <legend>
            {sheet.sides[s].name ?? 'Team'} <span className={padStyles.sideWord}>({sideWords[s]})</span>
          </legend>
          <div className={padStyles.playerButtons}>
            {players
              .filter((p) => p.side === s)
              .sort((a, b) => byShirt(a.player, b.player))
              .map((p) => (
                <button
                  key={p.player.uid}
                  type="button"
                  className={padStyles.playerButton}
                  data-testid="player-button"
                  onClick={() => onPick(p)}
                >
                  <span className="shirt" data-side={s}>
                    {p.player.jersey_no ?? '–'}
                  </span>
                  <span className="player-name" data-testid="player-name">
                    {p.player.name ?? 'Unnamed player'}
                  </span>
                  <span className="visually-hidden">, {sheet.sides[s].name ?? sideWords[s]}</span>
                  {p.yellow ? (
                    <span className={padStyles.cardMark} data-card="yellow" title="Booked" />
                  ) : null}
                </button>
              ))}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
