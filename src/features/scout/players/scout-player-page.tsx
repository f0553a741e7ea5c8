import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { playerAgeWords } from '../../../api/contract/terms/consent'
import { scoutExportPaths } from '../../../api/contract/terms/paths'
import { useRecord } from '../../../api/use-read'
import { DownloadButton } from '../../../connected/download-button'
import { FromDeviceNotice } from '../../../connected/from-device-notice'
import { OfflinePicture } from '../../../connected/offline-picture'
import { PlayerStatsPanel } from '../../../connected/player-stats/player-stats-panel'
import { useRecordPlace } from '../../../connected/record-area'
import { Crumbs } from '../../../ui/crumbs'
import { calendarDay } from '../../../ui/dates'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { EnquiryForm } from '../enquiries/enquiry-form'
import { AddToList } from '../lists/add-to-list'
import { NotesPanel } from '../notes/notes-panel'
import { ShareLinkButton } from '../share-links/share-link-button'
import { MatchesPlayed } from './matches-played'
import { factsOf, positionLabel } from './player-facts'
import { PlayerRatings } from './player-judgement'
import { PlayerMedia } from './player-media'
import { RecruitmentPanel } from './recruitment-panel'
import styles from './scout-players.module.css'
import { loadMatchesPlayed, loadScoutPlayer, loadScoutStats, MATCHES_SHOWN } from './scout-players-api'
import { ShortlistToggle } from './shortlist-toggle'

/** The scout's reports on him: loaded with the page, in a chunk of their own (the area's JavaScript budget). */
// The club's view loads after the page: a scout in no club never runs it, and the area's budget stays (decision 0041).
const ConsensusPanel = lazy(() =>
  import('../club/consensus-panel').then((m) => ({ default: m.ConsensusPanel })),
)
const ReportsPanel = lazy(() => import('../reports/reports-panel').then((m) => ({ default: m.ReportsPanel })))

// One player as a scout sees it: who, where, what they play, the ratings, the statistics per season and
// competition, the games they played, the community's videos, pictures and reports — and the shortlist toggle.

export function ScoutPlayerPage({ id }: { id: string }) {
  const read = useRecord(() => loadScoutPlayer(id), [id])
  const player = read.data
  useDocumentTitle(player?.name ?? 'Player')
  if (read.error)
    return (
      <p className="form-message" data-kind="error" role="alert">
        {read.error.status === 404 ? 'There is no such player.' : 'The player could not be loaded.'}
      </p>
    )
  if (!player) return <Spinner label="Loading the player" />
  const others = (player.positions ?? []).map(positionLabel).join(', ')
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[{ href: '~/scout/players', label: 'Players' }]} />
          <h1>{player.name}</h1>
          <p className={styles.facts}>{factsOf(player)}</p>
        </div>
        <div className="actions">
          <ShortlistToggle player={player} />
          <AddToList player={{ uid: player.uid, name: player.name ?? 'Player' }} />
          <Link href={`~/scout/shortlist?compare=${player.uid}`} className="btn btn-secondary">
            Compare
          </Link>
          <DownloadButton
            href={scoutExportPaths.playerCard(player.uid)}
            label="Card as PDF"
            fileName={`player-card-${player.name ?? 'player'}.pdf`}
          />
          <ShareLinkButton
            kind="player"
            id={player.uid}
            what={`the card of ${player.name ?? 'this player'}`}
          />
        </div>
      </div>
      <FromDeviceNotice data={player} what="this page" />
      <div className="stack">
        <section className={`card ${styles.identity}`} aria-labelledby="identity-title">
          {player.pic ? (
            <OfflinePicture
              className={styles.photo}
              src={player.pic}
              alt={player.name ?? 'Player'}
              width={160}
              height={160}
            />
          ) : null}
          <div>
            <h2 id="identity-title">Profile</h2>
            <dl className="definition">
              <dt>Main position</dt>
              <dd>{positionLabel(player.main_position)}</dd>
              <dt>Other positions</dt>
              <dd>{others || '—'}</dd>
              {/* A minor's birth date never reaches a scout: his age band and year of birth stand for it. */}
              <dt>{player.age_band ? 'Age' : 'Date of birth'}</dt>
              <dd>
                {player.age_band
                  ? `${playerAgeWords(player)} (a minor: no birth date is shown)`
                  : player.date_of_birth
                    ? calendarDay(player.date_of_birth)
                    : 'Not recorded'}
              </dd>
              <dt>Nationality</dt>
              <dd>
                <RecordLink path="country" uid={player.nationality_id} name={player.nationality} />
              </dd>
              <dt>Club</dt>
              <dd>
                <RecordLink path="club" uid={player.current_club_id} name={player.current_club} />
              </dd>
            </dl>
          </div>
        </section>
        <RecruitmentPanel recruitment={player.recruitment} />
        <Suspense fallback={<Spinner label="Loading your scouting reports" />}>
          <ReportsPanel
            player={{ ...player, name: player.name ?? 'this player' }}
            loadMatches={(uid) => loadMatchesPlayed(uid, { page: 1, limit: MATCHES_SHOWN })}
          />
        </Suspense>
        <Suspense fallback={null}>
          <ConsensusPanel playerId={player.uid} />
        </Suspense>
        <EnquiryForm
          playerId={player.uid}
          playerName={player.name ?? 'this player'}
          minor={Boolean(player.age_band)}
        />
        <PlayerRatings playerId={player.uid} />
        <section className="card stack" aria-labelledby="stats-title">
          <h2 id="stats-title">Statistics</h2>
          <PlayerStatsPanel playerId={player.uid} load={loadScoutStats} />
        </section>
        <MatchesPlayed playerId={player.uid} />
        <NotesPanel playerId={player.uid} />
        <PlayerMedia playerId={player.uid} />
      </div>
    </>
  )
}

/** A referenced record's name, linked to its page in Browse. */
function RecordLink({ path, uid, name }: { path: string; uid?: string | null; name: string | null }) {
  const { href } = useRecordPlace()
  if (!uid || !name) return <>{name ?? 'Not recorded'}</>
  return <Link href={href(path, uid)}>{name}</Link>
}
