import { useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { Player } from '../../../api/contract/schemas/players'
import { positions } from '../../../api/contract/terms/players'
import { useRecord } from '../../../api/use-read'
import { FromDeviceNotice, isUnreachable, NotOnDevice } from '../../../connected/from-device-notice'
import { PlayerStatsPanel } from '../../../connected/player-stats/player-stats-panel'
import { RecordHistoryPanel } from '../../../connected/record-history'
import { Crumbs } from '../../../ui/crumbs'
import { FormMessage } from '../../../ui/field'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { DocumentsPanel } from '../media/documents-panel'
import { GalleryPanel } from '../media/gallery-panel'
import { VideoMomentsPanel } from '../media/video-moments-panel'
import { isMinor } from './consent-words'
import { MinorReadsPanel } from './minor-reads-panel'
import { PlayerAttributesPanel } from './player-attributes-panel'
import { PlayerConsentPanel } from './player-consent-panel'
import { PlayerThumb } from './player-list-page'
import { PlayerPicture } from './player-picture'
import { PlayerProfileForm } from './player-profile-form'
import { PlayerProfileView } from './player-profile-view'
import styles from './players.module.css'
import { getPlayer, getStats } from './players-api'

// One player's page: a header card, then tabs (ARIA tabs, arrow keys move between them). The profile reads first
// and opens its form with "Edit profile" (?edit=profile). The open tab is in the URL (?tab=stats) so a link or
// a reload lands on it.

const tabs = [
  { id: 'profile', label: 'Profile' },
  { id: 'attributes', label: 'Attributes' },
  { id: 'files', label: 'Gallery & documents' },
  { id: 'video', label: 'Video moments' },
  { id: 'stats', label: 'Statistics' },
  { id: 'history', label: 'History' },
] as const
type TabId = (typeof tabs)[number]['id']

export function PlayerPage({ id }: { id: string }) {
  // After an edit the page shows what the server stored, without loading it again.
  const [edited, setPlayer] = useState<Player>()
  const [saved, setSaved] = useState<string | null>(null)
  const query = new URLSearchParams(useSearch())
  const wanted = query.get('tab')
  const editing = query.get('edit') === 'profile'
  const tab: TabId = tabs.some((t) => t.id === wanted) ? (wanted as TabId) : 'profile'
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({})
  const read = useRecord(() => getPlayer(id), [id])
  const player = (edited?.uid === id ? edited : undefined) ?? read.data ?? null
  useDocumentTitle(player?.name ?? 'Player')
  const failed = read.error
    ? read.error.status === 404
      ? 'There is no such player.'
      : 'The player could not be loaded.'
    : null

  const open = (next: TabId, focus = false, edit = false) => {
    navigate(`${window.location.pathname}?tab=${next}${edit ? '&edit=profile' : ''}`, { replace: true })
    if (focus) tabRefs.current[next]?.focus()
  }
  if (read.error && isUnreachable(read.error)) return <NotOnDevice what="this player" />
  if (failed) return <FormMessage kind="error">{failed}</FormMessage>
  if (!player) return <p className="muted">Loading the player…</p>
  const position = positions.find((p) => p.code === player.main_position)
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[{ href: '/', label: 'Players' }]} />
          {/* The initials sit beside the heading, not in it: the heading's text is the player's name alone. */}
          <div className={styles.playerTitle}>
            <PlayerThumb player={player} size={56} />
            <h1>{player.name}</h1>
          </div>
          <p className="muted">
            {[
              player.age === null ? null : `${player.age} years`,
              position?.label,
              player.current_club,
              player.nationality,
            ]
              .filter(Boolean)
              .join(' · ') || 'No details yet'}
          </p>
        </div>
      </div>
      <FromDeviceNotice data={read.data} what="this player" />
      <div className={styles.playerTabs} role="tablist" aria-label="Player editor">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => open(t.id)}
            onKeyDown={(e) => {
              const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
              const next = tabs[(i + step + tabs.length) % tabs.length]
              if (step && next) open(next.id, true)
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section className="card stack" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {/* The picture is its own action (upload, remove), beside the profile whether it reads or edits. */}
        {tab === 'profile' ? <PlayerPicture player={player} onChange={setPlayer} /> : null}
        {tab === 'profile' && editing ? (
          <PlayerProfileForm
            key={player.version}
            player={player}
            onCancel={() => open('profile')}
            onSaved={(_, next) => {
              if (next) setPlayer(next)
              setSaved(
                next ? 'Profile saved.' : 'Saved on this device; it will sync when the connection is back.',
              )
              open('profile')
            }}
          />
        ) : null}
        {tab === 'profile' && !editing ? (
          <>
            {saved ? <FormMessage kind="success">{saved}</FormMessage> : null}
            <div className={styles.panelHead}>
              <h2>Profile</h2>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setSaved(null)
                  open('profile', false, true)
                }}
              >
                Edit profile
              </button>
            </div>
            <PlayerProfileView player={player} />
            <PlayerConsentPanel key={player.version} player={player} onChange={setPlayer} />
            {isMinor(player) ? (
              <MinorReadsPanel
                playerId={player.uid}
                hasGuardian={Boolean(player.guardian_name || player.guardian_email || player.guardian_phone)}
              />
            ) : null}
          </>
        ) : null}
        {tab === 'attributes' ? <PlayerAttributesPanel playerId={player.uid} /> : null}
        {tab === 'files' ? (
          <>
            <GalleryPanel ownerId={player.uid} />
            <DocumentsPanel ownerId={player.uid} />
          </>
        ) : null}
        {tab === 'video' ? <VideoMomentsPanel ownerId={player.uid} isPlayer /> : null}
        {tab === 'stats' ? <PlayerStatsPanel playerId={player.uid} load={getStats} /> : null}
        {tab === 'history' ? <RecordHistoryPanel key={player.version} uid={player.uid} plain /> : null}
      </section>
    </>
  )
}
