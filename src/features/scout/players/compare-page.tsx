import { lazy, Suspense, useMemo } from 'react'
import { Link, useSearch } from 'wouter'
import { headlineAttributes } from '../../../api/contract/terms/attribute-names'
import { RATING_MAX } from '../../../api/contract/terms/writing-limits'
import { useRecord } from '../../../api/use-read'
import {
  CSV_CONTENT_TYPE,
  type CsvCell,
  type CsvColumn,
  csvFile,
  exportFileName,
} from '../../../rules/csv-table'
import { Spinner } from '../../../ui/spinner'
import { NumberOrUnknown, UnknownLegend } from '../../../ui/unknown-number'
import { useDocumentTitle } from '../../../ui/use-document-title'
import type { CompareRow } from './compare-csv'
import { perNinety } from './per-ninety'
import { positionLabel } from './player-facts'
import styles from './scout-players.module.css'
import { loadMatchesPlayed, loadScoutAttributes, loadScoutPlayer, loadScoutStats } from './scout-players-api'

// Two to four players side by side (`/scout/compare?ids=a,b`): every rating and statistic in columns with the
// better value marked, a radar of the ratings and one of the output per 90 minutes. Reached from the shortlist
// and from a player's page.

const Radar = lazy(() => import('./compare-radar'))
/** The scout's reports side by side, loaded beside the table. */
const CompareConsensus = lazy(() =>
  import('../club/compare-consensus').then((m) => ({ default: m.CompareConsensus })),
)
const CompareReports = lazy(() =>
  import('../reports/compare-reports').then((m) => ({ default: m.CompareReports })),
)

const label = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)
/** A refused or unknown id (an old bookmark, a player since removed): no connection would help. */
const noSuchPlayer = (status: number | undefined) => status === 400 || status === 404

async function loadCompared(ids: string[]) {
  return Promise.all(
    ids.map(async (id) => {
      const [player, ratings, stats, matches] = await Promise.all([
        loadScoutPlayer(id),
        loadScoutAttributes(id),
        loadScoutStats(id),
        loadMatchesPlayed(id, { page: 1, limit: 100 }),
      ])
      return { player, ratings, stats, output: perNinety(matches.data) }
    }),
  )
}

function bestOf(row: CompareRow) {
  if (!row.better) return -1
  const known = row.values.filter((v): v is number => v !== null)
  if (known.length < 2) return -1
  const best = Math.max(...known)
  return row.values.filter((v) => v === best).length === 1 ? row.values.indexOf(best) : -1
}

export function ComparePage() {
  useDocumentTitle('Compare players')
  const ids = (new URLSearchParams(useSearch()).get('ids') ?? '').split(',').filter(Boolean).slice(0, 4)
  const read = useRecord(() => loadCompared(ids), [ids])
  const compared = read.data ?? []
  const rows: CompareRow[] = compared.length
    ? [
        // A minor's age is not sent to scouts (his band is, on his page: docs/privacy.md): unknown here.
        { name: 'Age', values: compared.map((c) => c.player.age), better: null },
        { name: 'Height', values: compared.map((c) => c.player.height_cm), better: null, unit: 'cm' },
        { name: 'Matches', values: compared.map((c) => c.stats.totals.matches), better: 'higher' },
        { name: 'Goals', values: compared.map((c) => c.stats.totals.goals), better: 'higher' },
        { name: 'Assists', values: compared.map((c) => c.stats.totals.assists), better: 'higher' },
        { name: 'Minutes (recorded)', values: compared.map((c) => c.output.minutes), better: 'higher' },
        { name: 'Goals per 90', values: compared.map((c) => c.output.goals), better: 'higher' },
        { name: 'Assists per 90', values: compared.map((c) => c.output.assists), better: 'higher' },
        ...headlineAttributes.map(
          (key): CompareRow => ({
            name: label(key),
            values: compared.map((c) => c.ratings[key]),
            better: 'higher',
          }),
        ),
      ]
    : []
  const series = useMemo(
    () =>
      compared.map((c) => ({
        label: c.player.name ?? 'Player',
        values: headlineAttributes.map((key) => c.ratings[key]),
      })),
    [compared],
  )
  const rated = series.some((s) => s.values.some((v) => v !== null))
  const output = useMemo(
    () =>
      compared.map((c) => ({
        label: c.player.name ?? 'Player',
        values: [c.output.goals, c.output.assists, c.output.contributions],
      })),
    [compared],
  )
  const timed = output.some((s) => s.values.some((v) => v !== null))
  const outputMax = Math.max(1, ...output.flatMap((s) => s.values.map((v) => Math.ceil((v ?? 0) * 2) / 2)))
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Compare players</h1>
          <p>The better value in each row is marked with ★.</p>
        </div>
        {compared.length >= 2 ? (
          <div className="actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => import('./compare-csv').then((m) => m.saveCompareCsv(compared, rows))}
            >
              Download CSV
            </button>
          </div>
        ) : null}
      </div>
      {ids.length < 2 ? (
        <p className="empty-state">
          Choose two to four players to compare: tick them on{' '}
          <Link href="~/scout/shortlist">your shortlist</Link>.
        </p>
      ) : null}
      {read.loading ? <Spinner label="Loading the players" /> : null}
      {read.error ? (
        <p className="form-message" data-kind="error" role="alert">
          {noSuchPlayer(read.error.status) ? (
            <>
              One of these players is not here any more, or the link is mistyped. Choose them again on{' '}
              <Link href="~/scout/shortlist">your shortlist</Link>.
            </>
          ) : (
            'The players could not be loaded. Check the connection and try again.'
          )}
        </p>
      ) : null}
      {compared.length >= 2 ? (
        <div className="stack">
          <section className="card" aria-label="Side by side">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
            <section className="table-wrap" tabIndex={0} aria-label="Comparison table">
              <table className={`${styles.table} side-by-side`}>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">Measure</span>
                    </th>
                    {compared.map((c) => (
                      <th key={c.player.uid} scope="col">
                        <Link href={`~/scout/players/${c.player.uid}`}>{c.player.name}</Link>
                        <div className="muted">{positionLabel(c.player.main_position)}</div>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const best = bestOf(row)
                    return (
                      <tr key={row.name}>
                        <th scope="row">{row.name}</th>
                        {row.values.map((value, i) => (
                          <td
                            key={compared[i]!.player.uid}
                            className={i === best ? styles.best : undefined}
                            data-label={compared[i]!.player.name ?? 'Player'}
                          >
                            <NumberOrUnknown value={value} unit={row.unit ? ` ${row.unit}` : undefined} />
                            {i === best ? (
                              <>
                                {' '}
                                <span aria-hidden="true">★</span>
                                <span className="visually-hidden"> (best)</span>
                              </>
                            ) : null}
                          </td>
                        ))}
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </section>
            {rows.some((row) => row.values.includes(null)) ? (
              <UnknownLegend>
                matches, assists, minutes and output per 90 need game sheets with a line-up (a sheet of
                scorers records goals only); a rating shows once a member rates the player.
              </UnknownLegend>
            ) : null}
          </section>
          <Suspense fallback={<Spinner label="Loading your reports" />}>
            <CompareReports players={compared.map((c) => ({ uid: c.player.uid, name: c.player.name }))} />
            <CompareConsensus players={compared.map((c) => ({ uid: c.player.uid, name: c.player.name }))} />
          </Suspense>
          <section className="card stack" aria-labelledby="radar-title">
            <h2 id="radar-title">Ratings radar</h2>
            {rated ? (
              <div className={styles.radar}>
                <Suspense fallback={<Spinner label="Drawing the radar" />}>
                  <Radar
                    axes={headlineAttributes.map(label)}
                    series={series}
                    max={RATING_MAX}
                    name="ratings"
                  />
                </Suspense>
              </div>
            ) : (
              <p className="muted">None of these players has been rated yet, so there is no radar to draw.</p>
            )}
          </section>
          <section className="card stack" aria-labelledby="output-title">
            <h2 id="output-title">Output per 90 minutes</h2>
            {timed ? (
              <div className={styles.radar}>
                <Suspense fallback={<Spinner label="Drawing the radar" />}>
                  <Radar
                    axes={['Goals per 90', 'Assists per 90', 'Goals + assists per 90']}
                    series={output}
                    max={outputMax}
                    name="output per 90"
                  />
                </Suspense>
              </div>
            ) : (
              <p className="muted">
                Per-90 output needs minutes, and none of these players has a game with a recorded line-up
                (imported sheets name the scorers only).
              </p>
            )}
          </section>
        </div>
      ) : null}
    </>
  )
}
