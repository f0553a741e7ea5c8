import { scoreOf, scoresAfterGoals } from '../../rules/game-sheet/derive'
import type { GameSheet } from '../../rules/game-sheet/types'
import styles from './sheet-timeline.module.css'
import { describeOperation } from './sheet-view'

// The live score and the running timeline, newest event first (what just happened is what gets checked).

export function LiveScore({ sheet }: { sheet: GameSheet }) {
  const [home, away] = scoreOf(sheet)
  const homeName = sheet.sides[0].name ?? 'Home'
  const awayName = sheet.sides[1].name ?? 'Away'
  return (
    <output
      className={styles.liveScore}
      aria-live="polite"
      aria-label={`${homeName} ${home}, ${awayName} ${away}`}
    >
      <TeamName name={homeName} code={sheet.sides[0].code} />
      <span className={styles.liveGoals} data-testid="live-score">
        {home} – {away}
      </span>
      <TeamName name={awayName} code={sheet.sides[1].code} />
    </output>
  )
}

/**
 * The full name, and the team's code, which a phone shows instead (the output's label carries the full name).
 * A team without a code (a club's) keeps its name on a phone too, cut short with "…": letters taken from a name
 * made "JAP" of Japan and one "AUS" of Austria and Australia.
 */
function TeamName({ name, code }: { name: string; code?: string }) {
  return (
    <span className={`live-team ${styles.liveTeam}`} aria-hidden="true" data-coded={code ? '' : undefined}>
      <span className={styles.liveTeamLong}>{name}</span>
      {code ? <span className={styles.liveTeamShort}>{code}</span> : null}
    </span>
  )
}

interface TimelineProps {
  sheet: GameSheet
  /** The editor's "Remove" on each line; a read-only sheet (a scout's) has none. */
  onRemove?: (index: number) => void
  /** Names of players the line-ups do not list. */
  names?: Record<string, string>
}

export function SheetTimeline({ sheet, onRemove, names }: TimelineProps) {
  if (sheet.operations.length === 0) {
    return (
      <p className={`${styles.timelineEmpty} muted`}>
        {onRemove ? 'No events yet. Record the first one with the pad.' : 'No events recorded for this game.'}
      </p>
    )
  }
  const scores = scoresAfterGoals(sheet)
  const lines = sheet.operations.map((op, index) => ({
    index,
    score: scores[index],
    ...describeOperation(op, sheet, names),
  }))
  return (
    <ol className={styles.timeline} aria-label="Events, newest first" reversed>
      {lines.reverse().map((line) => (
        <li key={line.index} className={styles.timelineLine} data-side={line.side}>
          <span className={styles.timelineMinute}>{line.minute}</span>
          <span className="ev-icon" data-kind={line.kind} aria-hidden="true" />
          <span className={styles.timelineText}>
            {line.text}
            {line.score ? (
              // The score this goal made, home first as the score bar shows it.
              <span className={styles.timelineScore}>
                <span className="visually-hidden">, score </span>
                {line.score[0]}–{line.score[1]}
              </span>
            ) : null}
          </span>
          {onRemove ? (
            <button
              type="button"
              className={`${styles.timelineRemove} btn btn-link`}
              onClick={() => onRemove(line.index)}
              aria-label={`Remove: ${line.minute} ${line.text}`}
            >
              Remove
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
