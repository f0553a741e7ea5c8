import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { Crumbs } from '../../../ui/crumbs'
import { FormMessage } from '../../../ui/field'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { PlayerProfileForm } from './player-profile-form'

// A new player: the profile form; once saved, the player's own page opens (attributes, picture, files, video).
// Offline, the player waits in the outbox and the form says so instead of opening a page it cannot load.

export function NewPlayerPage() {
  useDocumentTitle('New player')
  const [, navigate] = useLocation()
  const [queued, setQueued] = useState(false)
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[{ href: '/', label: 'Players' }]} />
          <h1>New player</h1>
        </div>
      </div>
      <div className="card">
        {queued ? (
          <FormMessage kind="success">
            Saved on this device: the player will be sent when the connection is back.{' '}
            <Link href="/">Back to the players</Link>
          </FormMessage>
        ) : (
          <PlayerProfileForm onSaved={(uid, saved) => (saved ? navigate(`/${uid}`) : setQueued(true))} />
        )}
      </div>
    </>
  )
}
