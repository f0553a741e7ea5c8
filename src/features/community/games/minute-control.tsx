import { FIRST_MINUTE, LAST_MINUTE } from '../../../rules/game-sheet/types'
import padStyles from './event-pad.module.css'

// The minute every new event is recorded at: big steppers for a thumb at the touchline, and a field to type.

interface MinuteControlProps {
  minute: number
  onChange: (minute: number) => void
}

const clamp = (n: number) => Math.min(LAST_MINUTE, Math.max(FIRST_MINUTE, n))

export function MinuteControl({ minute, onChange }: MinuteControlProps) {
  return (
    <fieldset className={padStyles.minuteControl}>
      <legend className="visually-hidden">Minute</legend>
      <button
        type="button"
        className={padStyles.padStepBtn}
        onClick={() => onChange(clamp(minute - 5))}
        aria-label="5 minutes earlier"
      >
        −5
      </button>
      <button
        type="button"
        className={padStyles.padStepBtn}
        onClick={() => onChange(clamp(minute - 1))}
        aria-label="1 minute earlier"
      >
        −1
      </button>
      <label className={padStyles.minuteField}>
        <span className="visually-hidden">Minute of the event</span>
        <input
          className="input"
          type="number"
          inputMode="numeric"
          min={FIRST_MINUTE}
          max={LAST_MINUTE}
          value={minute}
          onChange={(e) =>
            onChange(Number.isNaN(e.target.valueAsNumber) ? 0 : Math.trunc(e.target.valueAsNumber))
          }
        />
        <span className={padStyles.minuteUnit} aria-hidden="true">
          min
        </span>
      </label>
      <button
        type="button"
        className={padStyles.padStepBtn}
        onClick={() => onChange(clamp(minute + 1))}
        aria-label="1 minute later"
      >
        +1
      </button>
      <button
        type="button"
        className={padStyles.padStepBtn}
        onClick={() => onChange(clamp(minute + 5))}
        aria-label="5 minutes later"
      >
        +5
      </button>
    </fieldset>
  )
}
