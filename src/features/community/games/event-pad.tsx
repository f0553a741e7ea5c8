import { useState } from 'react'
import type { GameOperation, GameSheet } from '../../../machines/game-sheet-types'
import { MinuteControl } from './minute-control'
import { PlayerButtons } from './player-buttons'
import { type SheetPlayerView, standings } from './sheet-view'
import './event-pad.css'

// The large-button pad used at the side of a pitch: choose what happened, tap who did it (and who helped),
// and it is recorded at the minute shown. The machine refuses the impossible; the pad only guides.

type Kind = 'goal' | 'yellow' | 'red' | 'injury' | 'sub' | 'motm'
const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'goal', label: 'Goal' },
  { kind: 'yellow', label: 'Yellow' },
  { kind: 'red', label: 'Red' },
  { kind: 'sub', label: 'Sub' },
  { kind: 'injury', label: 'Injury' },
  { kind: 'motm', label: 'MOTM' },
]

interface Draft {
  kind: Kind
  player?: SheetPlayerView
  assist?: SheetPlayerView | null
  ownGoal: boolean
  penalty: boolean
}

interface EventPadProps {
  sheet: GameSheet
  onRecord: (operation: GameOperation) => void
}

export function EventPad({ sheet, onRecord }: EventPadProps) {
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
  ) =>
    finish({
      type: 'goal',
      minute,
      team: team(scorer),
      player: scorer.player.uid,
      assist: assist?.player.uid ?? null,
      pre_assist: preAssist?.player.uid ?? null,
      ...(draft?.penalty ? { penalty: true } : {}),
    })
  const pick = (picked: SheetPlayerView) => {
    if (!draft) return
    const { kind, player, assist } = draft
    const uid = picked.player.uid
    switch (kind) {
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
  const candidates = everyone.filter((p) => {
    if (!draft) return false
    if (step === 'on') return p.side === draft.player?.side && p.standing === 'bench'
    if (step === 'motm') return p.standing !== 'bench'
    const onPitch = p.standing === 'field'
    if (step === 'assist' || step === 'pre') {
      return onPitch && p.side === draft.player?.side && p !== draft.player && p !== draft.assist
    }
    return onPitch
  })

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
            onClick={() => setDraft(draft?.kind === kind ? null : { kind, ownGoal: false, penalty: false })}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {draft ? (
        <div className="pad-step">
          <div className="pad-step-head">
            <p className="pad-prompt">{PROMPTS[step]}</p>
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
          <PlayerButtons sheet={sheet} players={candidates} onPick={pick} />
        </div>
      ) : (
        <p className="muted pad-hint">Choose what happened, then tap the player.</p>
      )}
    </section>
  )
}

type Step = 'player' | 'assist' | 'pre' | 'off' | 'on' | 'motm'
const PROMPTS: Record<Step, string> = {
  player: 'Who?',
  assist: 'Assist by…',
  pre: 'Pre-assist by…',
  off: 'Who goes off?',
  on: 'Who comes on?',
  motm: 'Man of the match:',
}
function stepOf(draft: Draft | null): Step {
  if (!draft) return 'player'
  if (draft.kind === 'motm') return 'motm'
  if (draft.kind === 'sub') return draft.player ? 'on' : 'off'
  if (draft.kind === 'goal' && draft.player) return draft.assist === undefined ? 'assist' : 'pre'
  return 'player'
}

/** The pad opens at the minute of the last event, where a live entry carries on. */
function lastMinute(sheet: GameSheet): number {
  const minutes = sheet.operations.flatMap((o) => (o.type === 'motm' ? [] : [o.minute]))
  return minutes.at(-1) ?? 0
}
