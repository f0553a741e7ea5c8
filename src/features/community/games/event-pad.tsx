import { useState } from 'react'
import type { GameOperation, GameSheet } from '../../../rules/game-sheet/types'
import { type SheetPlayerView, standings } from '../../../ui/game-sheet/sheet-view'
import {
  candidatesFor,
  type Draft,
  draftForAssist,
  KINDS,
  type Kind,
  lastMinute,
  promptOf,
  stepOf,
} from './event-pad-steps'
import { MinuteControl } from './minute-control'
import { PlayerButtons } from './player-buttons'
import './event-pad.css'

// The large-button pad used at the side of a pitch: choose what happened, tap who did it (and who helped),
// and it is recorded at the minute shown. The machine refuses the impossible; the pad only guides.

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
  const team = (p: SheetPlayerView) => sheet.sides[p.side].uid

  const finish = (op: GameOperation) => {
    onRecord(op)
    setDraft(null)
  }
  const finishGoal = (
    scorer: SheetPlayerView,
    assist: SheetPlayerView | null,
    preAssist: SheetPlayerView | null,
  ) => {
    const help = { assist: assist?.player.uid ?? null, pre_assist: preAssist?.player.uid ?? null }
    const recorded = draft?.goalIndex !== undefined ? sheet.operations[draft.goalIndex] : undefined
    if (recorded?.type === 'goal') {
      onReplace(draft!.goalIndex!, { ...recorded, ...help })
      return setDraft(null)
    }
    finish({
      type: 'goal',
      minute,
      team: team(scorer),
      player: scorer.player.uid,
      ...help,
      ...(draft?.penalty ? { penalty: true } : {}),
    })
  }
  const pick = (picked: SheetPlayerView) => {
    if (!draft) return
    const { kind, player, assist } = draft
    const uid = picked.player.uid
    switch (kind) {
      case 'assist':
        if (!player) return
        if (assist === undefined) return setDraft({ ...draft, assist: picked })
        return finishGoal(player, assist, picked)
      case 'goal':
        if (!player && draft.ownGoal)
          return finish({ type: 'goal', minute, team: team(picked), player: uid, own_goal: true })
        if (!player) return setDraft({ ...draft, player: picked })
        // Assist and pre-assist are asked in turn; "No assist" / "No pre-assist" record the goal as it stands.
        if (assist === undefined) return setDraft({ ...draft, assist: picked })
        return finishGoal(player, assist, picked)
      case 'sub':
        if (!player) return setDraft({ ...draft, player: picked })
        return finish({
          type: 'sub',
          minute,
          team: team(player),
          player_off: player.player.uid,
          player_on: uid,
        })
      case 'motm':
        return finish({ type: 'motm', team: team(picked), player: uid })
      default:
        return finish({ type: kind, minute, team: team(picked), player: uid })
    }
  }

  const step = stepOf(draft)
  const candidates = candidatesFor(step, draft, everyone)
  const choose = (kind: Kind) => {
    if (draft?.kind === kind) return setDraft(null)
    setDraft(kind === 'assist' ? draftForAssist(sheet, everyone) : { kind, ownGoal: false, penalty: false })
  }

  return (
    <section className="event-pad" aria-labelledby="event-pad-title">
      <h2 id="event-pad-title" className="visually-hidden">
        Record an event
      </h2>
      <MinuteControl minute={minute} onChange={setMinute} />
      <fieldset className="pad-kinds">
        <legend className="visually-hidden">What happened</legend>
        {KINDS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className="pad-kind"
            data-kind={kind}
            aria-pressed={draft?.kind === kind}
            onClick={() => choose(kind)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {draft ? (
        <div className="pad-step">
          <div className="pad-step-head">
            <p className="pad-prompt">{promptOf(step, draft, sheet)}</p>
            {draft.kind === 'goal' && step === 'player' ? (
              <div className="pad-options">
                <label>
                  <input
                    type="checkbox"
                    checked={draft.ownGoal}
                    onChange={(e) => setDraft({ ...draft, ownGoal: e.target.checked })}
                  />{' '}
                  Own goal
                </label>
                <label>
                  <input
                    type="checkbox"
                    checked={draft.penalty}
                    onChange={(e) => setDraft({ ...draft, penalty: e.target.checked })}
                  />{' '}
                  Penalty
                </label>
              </div>
            ) : null}
            {step === 'assist' || step === 'pre' ? (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => finishGoal(draft.player!, draft.assist ?? null, null)}
              >
                {step === 'assist' ? 'No assist' : 'No pre-assist'}
              </button>
            ) : null}
            <button type="button" className="btn btn-link" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
          {step === 'nothing' ? null : <PlayerButtons sheet={sheet} players={candidates} onPick={pick} />}
        </div>
      ) : (
        <p className="muted pad-hint">Choose what happened, then tap the player.</p>
      )}
    </section>
  )
}
