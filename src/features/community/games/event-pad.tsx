import { useState } from 'react'
import type { GameOperation, GameSheet } from '../../../rules/game-sheet/types'
import { standings } from '../../../ui/game-sheet/sheet-view'
import padStyles from './event-pad.module.css'
import { candidatesFor, type Draft, KINDS, lastMinute, promptOf, stepOf } from './event-pad-steps'
import { type Tap, tapPad } from './event-pad-taps'
import { MinuteControl } from './minute-control'
import { PlayerButtons } from './player-buttons'

// The large-button pad used at the side of a pitch: choose what happened, tap who did it, and it is recorded at
// the minute shown; a goal then offers its assist and pre-assist as optional corrections (event-pad-taps.ts).
// The machine refuses the impossible; the pad only guides.

interface EventPadProps {
  sheet: GameSheet
  onRecord: (operation: GameOperation) => void
  /** Corrects a recorded event: the Assist button completes a goal recorded without its assist. */
  onReplace: (index: number, operation: GameOperation) => void
}

export function EventPad({ sheet, onRecord, onReplace }: EventPadProps) {
  const [minute, setMinute] = useState(() => lastMinute(sheet))
  const [draft, setDraft] = useState<Draft | null>(null)
  const everyone = standings(sheet)
  const press = (tap: Tap) => {
    const result = tapPad(draft, tap, sheet, minute)
    if (result.effect?.type === 'record') onRecord(result.effect.operation)
    if (result.effect?.type === 'replace') onReplace(result.effect.index, result.effect.operation)
    setDraft(result.draft)
  }
  const step = stepOf(draft)
  const candidates = candidatesFor(step, draft, everyone)

  return (
    <section className={padStyles.eventPad} aria-labelledby="event-pad-title">
      <h2 id="event-pad-title" className="visually-hidden">
        Record an event
      </h2>
      <MinuteControl minute={minute} onChange={setMinute} />
      <fieldset className={padStyles.padKinds}>
        <legend className="visually-hidden">What happened</legend>
        {KINDS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className={padStyles.padKind}
            data-kind={kind}
            aria-pressed={draft?.kind === kind}
            onClick={() => press({ type: 'kind', kind })}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {draft ? (
        <div className="pad-step">
          <div className={padStyles.padStepHead}>
            <p className={padStyles.padPrompt}>{promptOf(step, draft, sheet)}</p>
            {draft.kind === 'goal' && step === 'player' ? (
              <div className={padStyles.padOptions}>
                <label>
                  <input
                    type="checkbox"
                    checked={draft.ownGoal}
                    onChange={(e) =>
                      press({ type: 'options', ownGoal: e.target.checked, penalty: draft.penalty })
                    }
                  />{' '}
                  Own goal
                </label>
                <label>
                  <input
                    type="checkbox"
                    checked={draft.penalty}
                    onChange={(e) =>
                      press({ type: 'options', ownGoal: draft.ownGoal, penalty: e.target.checked })
                    }
                  />{' '}
                  Penalty
                </label>
              </div>
            ) : null}
            {step === 'assist' || step === 'pre' ? (
              <button type="button" className="btn btn-secondary" onClick={() => press({ type: 'skip' })}>
                {step === 'assist' ? 'No assist' : 'No pre-assist'}
              </button>
            ) : null}
            <button type="button" className="btn btn-link" onClick={() => press({ type: 'cancel' })}>
              {draft.kind === 'assist' && draft.goal ? 'Done' : 'Cancel'}
            </button>
          </div>
          {step === 'nothing' ? null : (
            <PlayerButtons
              sheet={sheet}
              players={candidates}
              onPick={(p) => press({ type: 'player', uid: p.player.uid })}
            />
          )}
        </div>
      ) : (
        <p className={`${padStyles.padHint} muted`}>Choose what happened, then tap the player.</p>
      )}
    </section>
  )
}
