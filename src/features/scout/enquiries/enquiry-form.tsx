import { type FormEvent, useState } from 'react'
import { ENQUIRY_MAX } from '../../../api/contract/terms/writing-limits'
import { describeFailure } from '../../../api/request-rules'
import { LabelledControl, lengthHint } from '../../../ui/field'
import { sendEnquiry } from './enquiries-api'

// "Ask about this player": the scout's question goes to the provider, who contacts the club (for a player under 18,
// only ever his club: docs/privacy.md).

export function EnquiryForm({
  playerId,
  playerName,
  minor = false,
}: {
  playerId: string
  playerName: string
  /** Under 18: the question goes to his club, never his family (docs/privacy.md). */
  minor?: boolean
}) {
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The schema loads when an enquiry is first sent (writing-limits.ts says why).
    const { enquireBody } = await import('../../../api/contract/schemas/enquiries')
    const checked = enquireBody.safeParse({ pid: playerId, message })
    if (!checked.success) return setError(checked.error.issues[0]?.message)
    setError(undefined)
    try {
      await sendEnquiry(playerId, checked.data.message)
      setMessage('')
    } catch (e) {
      const failure = describeFailure(e, ['message', 'pid'])
      setError(failure.fieldErrors.message ?? failure.message ?? failure.fieldErrors.pid)
    }
  }
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="enquiry-title">
      <h2 id="enquiry-title">Ask about {playerName}</h2>
      <p className="muted">
        {minor
          ? 'He is under 18: we put your question to his club, never to his family, and no one’s contact details are shared.'
          : 'We contact the player’s club for you; their details are never shared.'}
      </p>
      <LabelledControl label="Your question" error={error} hint={lengthHint(message, ENQUIRY_MAX)} required>
        {(id, describedBy) => (
          <textarea
            id={id}
            className="input"
            rows={4}
            maxLength={ENQUIRY_MAX}
            value={message}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </LabelledControl>
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          Send the enquiry
        </button>
      </div>
    </form>
  )
}
