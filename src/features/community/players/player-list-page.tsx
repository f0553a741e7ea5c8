import { useState } from 'react'
import { Link } from 'wouter'
import type { Player } from '../../../api/contract/schemas/players'
import { playerPaths } from '../../../api/contract/terms/paths'
import { positions } from '../../../api/contract/terms/players'
import { usePagedList } from '../../../api/use-paged-list'
import { FromDeviceNotice, isUnreachable, NotOnDevice } from '../../../connected/from-device-notice'
import { usePendingCreated } from '../../../connected/use-pending-created'
import { WaitingList } from '../../../connected/waiting-list'
import { counted } from '../../../ui/counted'
import { Pager } from '../../../ui/pager'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { consentBadge } from './consent-words'
import { emptyFilters, type PlayerFilters, PlayerListFilters } from './player-list-filters'
import styles from './players.module.css'
import { listPlayers } from './players-api'

// The players list: the name search matches by prefix and fuzzily (GET player?filter=), the filters narrow by
// position, nationality, club, age, gender and foot, and the list pages through the results.

const LIMIT = 20
const positionLabel = (code: string | null) => positions.find((p) => p.code === code)?.label ?? '—'

export function PlayerListPage() {
  useDocumentTitle('Players')
  const [filters, setFilters] = useState<PlayerFilters>(emptyFilters)

  // An impossible age range is named beside the fields; asking the server would only earn a 400.
  const badRange =
    filters.age_min !== '' && filters.age_max !== '' && Number(filters.age_min) > Number(filters.age_max)
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== null))
  const list = usePagedList((paging, signal) => listPlayers({ ...query, ...paging }, signal), [query], {
    limit: LIMIT,
    skip: badRange,
  })
  const result = list.data
  const failed = list.error !== undefined

  const filtered = Object.values(filters).some((v) => v)
  const waiting = usePendingCreated(playerPaths.player)
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Players</h1>
          <p>Profiles, ratings, files and video moments of every player the community keeps.</p>
        </div>
        <Link href="/new" className="btn btn-primary">
          New player
        </Link>
      </div>
      <div className="card stack">
        <FromDeviceNotice data={list.data} what="the players" />
        <PlayerListFilters value={filters} onChange={setFilters} />
        {list.page === 1 ? <WaitingList records={waiting} noun="Players" /> : null}
        {failed && isUnreachable(list.error) ? <NotOnDevice what="the players" plural /> : null}
        {failed && !isUnreachable(list.error) ? (
          <p className="form-message" data-kind="error" role="alert">
            The list could not be loaded. Check the connection and try again.
          </p>
        ) : null}
        {result && result.data.length === 0 ? (
          <p className="empty-state">
            {list.page > 1
              ? 'No more players: the previous page was the last.'
              : `No players ${filtered ? 'match these filters' : 'yet'}.`}
          </p>
        ) : null}
        {result && result.data.length > 0 ? (
          <ul className={styles.playerRows} aria-label="Players">
            {result.data.map((p) => (
              <li key={p.uid}>
                <Link href={`/${p.uid}`} className={styles.playerRow}>
                  <PlayerThumb player={p} />
                  <span className={styles.playerRowName}>
                    <strong>{p.name}</strong>
                    <span className="muted">
                      {p.age === null ? 'Age unknown' : `${p.age} years`} · {positionLabel(p.main_position)}
                    </span>
                    {/* A minor's consent state: without it scouts do not see him (docs/privacy.md). */}
                    {consentBadge(p) ? (
                      <span className={p.consent_given ? 'muted' : styles.consentMissing}>
                        {consentBadge(p)}
                      </span>
                    ) : null}
                  </span>
                  <span className={styles.playerRowMeta}>
                    <span>{p.current_club ?? 'No club'}</span>
                    <span className="muted">{p.nationality ?? '—'}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Pager
          {...list.pager}
          summary={result ? counted(result.meta.total, 'player', 'players', result.meta.capped) : undefined}
        />
      </div>
    </>
  )
}

/** The picture's thumbnail, or the initials on a coloured disc when there is none. */
export function PlayerThumb({
  player,
  size = 48,
}: {
  player: Pick<Player, 'name' | 'thumb' | 'pic'>
  size?: number
}) {
  const src = player.thumb ?? player.pic
  if (src) return <img className={styles.playerThumb} src={src} alt="" width={size} height={size} />
  const initials = (player.name ?? '?')
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
  return (
    <span
      className={`${styles.playerThumb} ${styles.playerInitials}`}
      data-testid="player-initials"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials.toUpperCase()}
    </span>
  )
}
