import { useState } from 'react'
import { describeFailure } from '../../../api/request-rules'
import { checkout } from './packages-api'

// A checkout that was not completed (left until it closed, or refused) is bought again from where the scout reads
// it: a new checkout for the same package, straight to the provider's page.

export function BuyAgain({ packageCode, packageName }: { packageCode: string; packageName: string }) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy}
        aria-label={`Buy again: ${packageName}`}
        onClick={async () => {
          setBusy(true)
          setFailure(undefined)
          try {
            await checkout(packageCode)
          } catch (error) {
            setFailure(describeFailure(error, []).message)
            setBusy(false)
          }
        }}
      >
        {busy ? 'Opening the checkout…' : 'Buy again'}
      </button>
      {failure ? (
        <span role="alert" className="form-message" data-kind="error">
          {failure}
        </span>
      ) : null}
    </>
  )
}
