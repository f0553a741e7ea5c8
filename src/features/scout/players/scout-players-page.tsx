import { lazy, Suspense } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { ScoutPlayer } from '../../../api/contract/schemas/scout-players'
import { scoutExportPaths } from '../../../api/contract/terms/paths'
import { SEARCH_MAX } from '../../../api/contract/terms/writing-limits'
import { pageCount, usePagedList } from '../../../api/use-paged-list'
import { useRecord } from '../../../api/use-read'
import { DownloadButton } from '../../../connected/download-button'
import { isUnreachable, NotOnDevice } from '../../../connected/from-device-notice'
import { counted } from '../../../ui/counted'
import { LabelledControl, lengthHint } from '../../../ui/field'
import { Pager } from '../../../ui/pager'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import {
  type DiscoverQuery,
  errorsByField,
  filterBody,
  isFiltered,
  type QueryKey,
  queryFromSearch,
  searchFromQuery,
} from './discover-query'
import { listed, thinFilters } from './filter-coverage'
import { FilterPanel } from './filter-panel'
import { PlayerResults } from './player-results'
import { historyStep } from './query-history'
import styles from './scout-players.module.css'
import {
  filterScoutPlayers,
  listScoutPlayers,
  loadFilterCoverage,
  searchScoutPlayers,
} from './scout-players-api'

// Find players: one search box (names, typo-tolerant, accents ignored) and the filters of the structured search;
// with neither, every player alphabetically. What was asked lives in the address, so a search can be bookmarked
// and shared. Each result can be shortlisted where it stands.

const LIMIT = 25
/** Its own chunk, after the screen: the scout area's budget counts the screen (decision 0041). */
const SavedSearchesBar = lazy(() =>
  import('./saved-searches-bar').then((m) => ({ default: m.SavedSearchesBar })),
)

export function ScoutPlayersPage() {
  useDocumentTitle('Players')
  const [path, navigate] = useLocation()
  const query = queryFromSearch(useSearch())
  // One change at a time: a field, or the page (which keeps the rest; any other change starts at page 1).
  const change = (field: QueryKey | 'page', next: Partial<DiscoverQuery>) =>
    navigate(
      `${path}${searchFromQuery({ ...query, page: 1, ...next })}`,
      historyStep(field, window.history.state),
    )
  const text = query.q.trim()
  const filtered = isFiltered(query)
  const list = usePagedList<ScoutPlayer>(
    (paging, signal) =>
      filtered
        ? filterScoutPlayers(filterBody(query, paging.limit), signal)
        : text
          ? searchScoutPlayers({ q: text, ...paging }, signal)
          : listScoutPlayers(paging, signal),
    [query],
    { limit: LIMIT, page: query.page, onPage: (page) => change('page', { page }) },
  )
  const total = list.total
  // The last page the count knows of (a capped count's pages may go on past it: never said to end there).
  const lastPage = list.data?.meta.capped ? Number.POSITIVE_INFINITY : pageCount(total, LIMIT)
  const players = list.rows
  const errors = errorsByField(list.error)
  const offline = list.error !== undefined && isUnreachable(list.error)
  // Read once a visit, apart from the search: what each filter has behind it.
  const coverage = useRecord((signal) => loadFilterCoverage(signal), []).data?.data
  const thin = thinFilters(coverage, query)
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Players</h1>
          <p>Search every player the community keeps; shortlist the ones you want to follow.</p>
        </div>
        {players.length && isFiltered(query) ? (
          <div className="actions">
            <DownloadButton
              href={`${scoutExportPaths.search}?format=csv&${searchFromQuery({ ...query, page: 1 }).slice(1)}`}
              label="Download CSV"
              fileName="players.csv"
              noun="players"
            />
          </div>
        ) : null}
      </div>
      <div className="card stack">
        {/* First, above the filters a phone scrolls past: what opens without a signal instead. */}
        {offline ? <NotOnDevice what="the players" plural /> : null}
        {/* Its refusal (a bookmarked name past the limit) beside it: unsaid, the list just stayed empty. */}
        <LabelledControl
          label="Search by name"
          className={styles.search}
          error={errors.q}
          hint={lengthHint(query.q, SEARCH_MAX)}
          required
        >
          {(id, describedBy) => (
            <input
              id={id}
              className="input"
              type="search"
              maxLength={SEARCH_MAX}
              value={query.q}
              placeholder="e.g. Mbappe"
              aria-invalid={errors.q ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => change('q', { q: event.target.value })}
            />
          )}
        </LabelledControl>
        <Suspense fallback={null}>
          <SavedSearchesBar query={query} />
        </Suspense>
        <FilterPanel
          query={query}
          errors={errors}
          coverage={coverage}
          onChange={(field, value) => change(field, { [field]: value })}
        />
        {list.loading && !list.data ? <Spinner label="Loading players" /> : null}
        {list.error && !offline && Object.keys(errors).length === 0 ? (
          <p className="form-message" data-kind="error" role="alert">
            The players could not be loaded. Check the connection and try again.
          </p>
        ) : null}
        {list.data && players.length === 0 && query.page > lastPage && total > 0 ? (
          // A page past the end (an old bookmark, a list that has shrunk): "the previous page was the last" was
          // untrue at page 60 of 50, and Previous took the scout back one page at a time.
          <p className="empty-state">
            The list ends at page {lastPage}.{' '}
            <button type="button" className="btn btn-link" onClick={() => change('page', { page: lastPage })}>
              Go to page {lastPage}
            </button>
          </p>
        ) : list.data && players.length === 0 ? (
          <p className="empty-state">
            {query.page > 1
              ? 'No more players: the previous page was the last.'
              : filtered
                ? 'No players match these filters.'
                : text
                  ? `No player matches “${text}”.`
                  : 'No players yet.'}
            {query.page === 1 && filtered && thin.none.length ? (
              <>
                {' '}
                No player has {listed(thin.none)} recorded, so{' '}
                {thin.none.length === 1 ? 'that filter finds' : 'those filters find'} nobody.
              </>
            ) : null}
            {query.page === 1 && filtered && thin.few.length ? (
              <> Recorded for few players: {listed(thin.few)}.</>
            ) : null}
          </p>
        ) : null}
        {players.length ? (
          <PlayerResults
            players={players}
            sort={{
              // No order asked is the server's: by name.
              by: query.sort || 'name',
              onSort: (key) => change('sort', { sort: key === 'name' ? '' : key }),
            }}
          />
        ) : null}
        {list.data ? (
          <Pager {...list.pager} summary={counted(total, 'player', 'players', list.data?.meta.capped)} />
        ) : null}
      </div>
    </>
  )
}
