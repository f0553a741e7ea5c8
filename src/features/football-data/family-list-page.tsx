import { useState } from 'react'
import { Link, useSearch } from 'wouter'
import { footballPaths } from '../../api/contract/terms/football-paths'
import { SEARCH_MAX } from '../../api/contract/terms/writing-limits'
import { type FamilyRecord, listRecords } from '../../api/records'
import { usePagedList } from '../../api/use-paged-list'
import { FromDeviceNotice, isUnreachable, NotOnDevice } from '../../connected/from-device-notice'
import { useRecordPlace } from '../../connected/record-area'
import { RecordPicker, RefName } from '../../connected/record-picker'
import { usePendingCreated } from '../../connected/use-pending-created'
import { WaitingList } from '../../connected/waiting-list'
import { counted } from '../../ui/counted'
import { Crumbs } from '../../ui/crumbs'
import { fieldWords } from '../../ui/field-words'
import { Pager } from '../../ui/pager'
import { StackedTable } from '../../ui/stacked-table'
import { useDocumentTitle } from '../../ui/use-document-title'
import familyStyles from './families.module.css'
import type { FamilyScreen } from './family-registry'
import { FoldedRefCell } from './folded-ref'

// A family's list: search as you type, filter by parent records (picked by name), page through results.
// Filters live in the URL (?club_id=…) so a record's page can link to "all its teams".

const LIMIT = 20
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export function FamilyListPage({ family }: { family: FamilyScreen }) {
  useDocumentTitle(cap(family.plural))
  const place = useRecordPlace()
  const params = new URLSearchParams(useSearch())
  const [q, setQ] = useState('')
  const [filters, setFilters] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(Object.keys(family.filters).map((k) => [k, params.get(k)])),
  )
  const query = {
    q: q.trim() || undefined,
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
  }
  const list = usePagedList(
    (paging, signal) =>
      listRecords(
        family.path,
        { ...query, ...paging } as unknown as Record<string, string>,
        signal,
        place.area,
      ),
    [family.path, query, place.area],
    { limit: LIMIT },
  )
  const result = list.data
  const failed = list.error !== undefined

  const { folded } = family
  const columns = family.fields
    .filter(
      (f) => f.key !== family.titleKey && f.kind !== 'refs' && f.kind !== 'textarea' && f.key !== folded?.key,
    )
    .slice(0, 3)
  const foldedFamily = family.fields.find((f) => f.key === folded?.key)?.family
  const waiting = usePendingCreated(footballPaths(family.path).list)
  const filterNames = Object.entries(family.filters).filter(
    ([, parent]) => parent !== 'game' && parent !== 'player',
  )
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[place.home]} />
          <h1>{cap(family.plural)}</h1>
        </div>
        {place.editable ? (
          <Link href={`/${family.slug}/new`} className="btn btn-primary">
            New {family.label}
          </Link>
        ) : null}
      </div>
      <div className="card stack">
        <FromDeviceNotice data={result} what={`the ${family.plural}`} />
        <div className={familyStyles.listFilters}>
          <div className="field">
            <label htmlFor="family-q">Search {family.plural}</label>
            <input
              id="family-q"
              className="input"
              type="search"
              maxLength={SEARCH_MAX}
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Name…"
            />
          </div>
          {filterNames.map(([key, parent]) => (
            <RecordPicker
              key={key}
              family={parent}
              label={fieldWords(key)}
              value={filters[key] ?? null}
              onChange={(uid) => setFilters((f) => ({ ...f, [key]: uid }))}
            />
          ))}
        </div>
        {list.page === 1 && place.editable ? <WaitingList records={waiting} noun={family.plural} /> : null}
        {failed && isUnreachable(list.error) ? <NotOnDevice what={`the ${family.plural}`} plural /> : null}
        {failed && !isUnreachable(list.error) ? (
          <p className="form-message" data-kind="error" role="alert">
            The list could not be loaded. Check the connection and try again.
          </p>
        ) : null}
        {result && result.data.length === 0 ? (
          <div className="empty-state">
            <p>
              {list.page > 1
                ? `No more ${family.plural}: the previous page was the last.`
                : `No ${family.plural} ${q || Object.values(filters).some(Boolean) ? 'match these filters' : 'yet'}.`}
            </p>
          </div>
        ) : null}
        {result && result.data.length > 0 ? (
          <StackedTable<FamilyRecord>
            rows={result.data}
            rowKey={(r) => r.uid}
            title={{
              label: fieldWords(family.titleKey),
              value: (r) => (
                <Link href={`/${family.slug}/${r.uid}`}>
                  {String(r[family.titleKey] ?? r.name ?? r.uid.slice(0, 8))}
                </Link>
              ),
            }}
            columns={columns.map((c) => ({
              label: c.label,
              empty: (r) =>
                (r[c.key] == null || r[c.key] === '') && (c.key !== folded?.into || r[folded.key] == null),
              value: (r) =>
                folded && c.key === folded.into && foldedFamily ? (
                  <FoldedRefCell
                    family={c.family ?? c.key}
                    uid={(r[c.key] as string | null) ?? null}
                    foldedFamily={foldedFamily}
                    foldedUid={(r[folded.key] as string | null) ?? null}
                    note={folded.note}
                  />
                ) : c.kind === 'ref' && typeof r[c.key] === 'string' ? (
                  <RefName family={c.family ?? c.key} uid={r[c.key] as string} />
                ) : (
                  String(r[c.key])
                ),
            }))}
          />
        ) : null}
        <Pager
          {...list.pager}
          summary={
            result ? counted(result.meta.total, family.label, family.plural, result.meta.capped) : undefined
          }
        />
      </div>
    </>
  )
}
