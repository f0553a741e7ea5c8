import { scoreOf } from '../../../machines/game-sheet-derive'
import type { GameSheet } from '../../../machines/game-sheet-types'
import { describeOperation } from './sheet-view'
import './sheet-timeline.css'

// The live score and the running timeline, newest event first (what just happened is what gets checked).

export function LiveScore({ sheet }: { sheet: GameSheet }) {
  const [home, away] = scoreOf(sheet)
  const [homeName, awayName] = sheet.sides.map((s) => s.name ?? 'Team')
  return (
    <output className="live-score" aria-live="polite" aria-label={`${homeName} ${home}, ${awayName} ${away}`}>
      <span className="live-team">{homeName}</span>
      <span className="live-goals" data-testid="live-score">
        {home} – {away}
      </span>
      <span className="live-team">{awayName}</span>
    </output>
  )
}

interface TimelineProps {
  sheet: GameSheet
  onRemove: (index: number) => void
}

export function SheetTimeline({ sheet, onRemove }: TimelineProps) {
  if (sheet.operations.length === 0) {
    return <p className="muted timeline-empty">No events yet. Record the first one with the pad.</p>
  }
  const lines = sheet.operations.map((op, index) => ({ index, ...describeOperation(op, sheet) }))
  return (
    <ol className="timeline" aria-label="Events, newest first" reversed>
      {lines.reverse().map((line) => (
        <li key={line.index} className="timeline-line" data-side={line.side}>
          <span className="timeline-minute">{line.minute}</span>
          <span className="ev-icon" data-kind={line.kind} aria-hidden="true" />
          <span className="timeline-text">{line.text}</span>
          <button
            type="button"
            className="btn btn-link timeline-remove"
            onClick={() => onRemove(line.index)}
            aria-label={`Remove: ${line.minute} ${line.text}`}
          >
            Remove
          </button>
        </li>
      ))}
    </ol>
  )
}
