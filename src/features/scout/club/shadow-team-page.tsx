import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { ShadowTeam } from '../../../api/contract/schemas/workspaces'
import { workspacePaths } from '../../../api/contract/terms/paths'
import { type Formation, formationNames } from '../../../api/contract/terms/workspaces'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { DownloadButton } from '../../../connected/download-button'
import { FromDeviceNotice } from '../../../connected/from-device-notice'
import { Crumbs } from '../../../ui/crumbs'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import styles from './club.module.css'
import { clubListPlayers, loadShadowTeam, loadWorkspace, saveShadowTeam } from './club-api'
import { ShadowSlot } from './shadow-slot'
import { bodyOf, linesOf, type Slots, slotsFor, slotsOf, type Target } from './shadow-team-model'

// The club's shadow team: the board of targets per position for the next window. A pitch on a tablet, a list by
// position on a phone; heads, scouts and analysts build it from the players on the club's lists, viewers read it.
// Read offline from the device's copy; saved through the outbox.

export function ShadowTeamPage() {
  useDocumentTitle('Shadow team')
  const team = useRecord(() => loadShadowTeam(), [])
  const workspace = useRecord(() => loadWorkspace(), [])
  const pool = useRecord(() => clubListPlayers(), [])
  if (team.error)
    return (
      <p className="form-message" data-kind="error" role="alert">
        {team.error.status === 404
          ? 'You are not in a club yet: start one or accept an invitation on Your club.'
          : 'The shadow team could not be loaded, and none is saved on this device yet.'}
      </p>
    )
  if (!team.data || workspace.data === undefined) return <Spinner label="Loading the shadow team" />
  const canEdit = workspace.data !== null && workspace.data.role !== 'viewer'
  return <Board team={team.data} canEdit={canEdit} pool={pool.data ?? []} onSaved={team.reload} />
}

function Board({
  team,
  canEdit,
  pool,
  onSaved,
}: {
  team: ShadowTeam
  canEdit: boolean
  pool: Target[]
  onSaved: () => void
}) {
  const [formation, setFormation] = useState<Formation>(team.formation)
  const [slots, setSlots] = useState<Slots>(() => slotsOf(team))
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string }>()
  useEffect(() => {
    setFormation(team.formation)
    setSlots(slotsOf(team))
  }, [team])
  const save = async () => {
    try {
      const result = await saveShadowTeam(bodyOf(formation, slots, team.version))
      setMessage(
        result.pending
          ? { kind: 'info', text: 'Kept on this device: it is sent when the signal returns.' }
          : undefined,
      )
      if (!result.pending) onSaved()
    } catch (e) {
      setMessage({
        kind: 'error',
        text: describeFailure(e, []).message ?? 'The shadow team could not be saved',
      })
    }
  }
  const lines = linesOf(formation).reverse()
  return (
    <>
      <Crumbs trail={[{ label: 'Your club', href: '/' }]} />
      <div className="page-head">
        <h1>Shadow team</h1>
        <p className="muted">
          {team.updated_by ? `Last changed by ${team.updated_by.name}` : 'Not built yet'}
          {canEdit ? '' : ' · you read it; heads, scouts and analysts change it'}
        </p>
      </div>
      <FromDeviceNotice data={team} what="the shadow team" />
      <div className="stack">
        <div className={`actions ${styles.boardTools}`}>
          <label className="field">
            <span>Formation</span>
            <select
              className="input"
              value={formation}
              disabled={!canEdit}
              onChange={(e) => {
                const next = e.target.value as Formation
                setFormation(next)
                setSlots((s) => slotsFor(next, s))
              }}
            >
              {formationNames.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
          <DownloadButton
            href={`${workspacePaths.shadowTeamExport}?format=pdf`}
            label="PDF"
            fileName="shadow-team.pdf"
          />
          <DownloadButton
            href={`${workspacePaths.shadowTeamExport}?format=csv`}
            label="CSV"
            fileName="shadow-team.csv"
          />
        </div>
        {canEdit && pool.length === 0 ? (
          <p className="muted">
            Targets are picked from the players on your club's lists:{' '}
            <Link href="~/scout/lists">add some to a club list</Link>.
          </p>
        ) : null}
        <div className={styles.field}>
          <div className={styles.pitch}>
            {lines.map((line) => (
              <div key={line.join('-')} className={styles.line}>
                {/* Listed right to left; drawn as a coach sees the pitch, attacking upwards: left on the left. */}
                {[...line].reverse().map((position) => (
                  <ShadowSlot
                    key={position}
                    position={position}
                    targets={slots[position] ?? []}
                    pool={pool}
                    canEdit={canEdit}
                    onChange={(next) => setSlots((s) => ({ ...s, [position]: next }))}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
        {message ? (
          <p
            className="form-message"
            data-kind={message.kind}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        ) : null}
        {canEdit ? (
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={save}>
              Save the shadow team
            </button>
          </div>
        ) : null}
      </div>
    </>
  )
}
