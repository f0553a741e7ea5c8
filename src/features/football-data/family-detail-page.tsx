import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { footballFamilies } from '../../api/contract/terms/football-paths'
import { deleteRecord } from '../../api/family-writes'
import { getRecord, listRecords, titleOf } from '../../api/records'
import { useRecord } from '../../api/use-read'
import { FromDeviceNotice, isUnreachable, NotOnDevice } from '../../connected/from-device-notice'
import { useRecordPlace } from '../../connected/record-area'
import { RecordHistoryPanel } from '../../connected/record-history'
import { RefName } from '../../connected/record-picker'
import pickerStyles from '../../connected/record-picker.module.css'
import { askToConfirm } from '../../ui/confirm'
import { Crumbs } from '../../ui/crumbs'
import { useDocumentTitle } from '../../ui/use-document-title'
import familyStyles from './families.module.css'
import { childrenOf, type FamilyScreen } from './family-registry'

/** The families whose records own a gallery and video moments (the API's gallery and video owners), and which
 * a member takes offline for a game day (with their teams, squads and games). */
const mediaOwners = ['club', 'tournament', 'league', 'national']

/** Only members take a record offline: scouts' browse screens do not load it (decision 0041's budget). */
const TakeOfflineCard = lazy(() =>
  import('../../connected/take-offline-card').then((m) => ({ default: m.TakeOfflineCard })),
)
// A record's page: its fields, links to what it points at, and what points at it (a club's teams, members and
// players; a tournament's games …), each with a way to add one more already linked.

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export function FamilyDetailPage({ family, id }: { family: FamilyScreen; id: string }) {
  const place = useRecordPlace()
  const read = useRecord(() => getRecord(family.path, id, place.area), [family.path, id, place.area])
  const record = read.data
  const failed = read.error !== undefined
  const [deleteError, setDeleteError] = useState<string>()
  const [, navigate] = useLocation()
  useDocumentTitle(record ? String(record[family.titleKey] ?? family.label) : cap(family.label))
  if (failed)
    return isUnreachable(read.error) ? (
      <NotOnDevice what={`this ${family.label}`} />
    ) : (
      <p className="form-message" data-kind="error" role="alert">
        This {family.label} could not be loaded.
      </p>
    )
  if (!record) return null

  const remove = async () => {
    const yes = await askToConfirm({
      title: `Delete this ${family.label}?`,
      message: 'Records that point to it lose the link; this cannot be undone.',
      confirmLabel: `Delete the ${family.label}`,
      danger: true,
    })
    if (!yes) return
    try {
      await deleteRecord(family.path, family.label, id, record.version)
      navigate(`/${family.slug}`)
    } catch (error) {
      setDeleteError((error as Error).message)
    }
  }

  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[place.home, { href: `/${family.slug}`, label: cap(family.plural) }]} />
          <h1>{String(record[family.titleKey] ?? cap(family.label))}</h1>
        </div>
        {place.editable ? (
          <div className="actions">
            <Link href={`/${family.slug}/${id}/edit`} className="btn btn-primary">
              Edit
            </Link>
            <button type="button" className="btn btn-secondary" onClick={remove}>
              Delete
            </button>
          </div>
        ) : null}
      </div>
      {deleteError ? (
        <p className="form-message" data-kind="error" role="alert">
          {deleteError}
        </p>
      ) : null}
      <FromDeviceNotice data={record} what={`this ${family.label}`} />
      <div className="detail-grid">
        <section className="card" aria-label="Details">
          <dl className="definition definition-columns">
            {family.fields.map((field) => {
              const group = family.oneOf
              if (group?.choices.some((c) => c.key === field.key)) {
                // One row for the one-of group, in its first key's place: "Plays in  League · Liga Norte".
                if (field.key !== group.choices[0]?.key) return null
                const held = group.choices.find((c) => record[c.key])
                const spec = family.fields.find((f) => f.key === held?.key)
                return (
                  <div key={field.key}>
                    <dt>{group.legend}</dt>
                    <dd>
                      {held ? `${held.label} · ` : null}
                      <Value family={spec?.family} kind="ref" value={held ? record[held.key] : null} />
                    </dd>
                  </div>
                )
              }
              return (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>
                    <Value family={field.family} kind={field.kind} value={record[field.key]} />
                  </dd>
                </div>
              )
            })}
            <div>
              <dt>{place.editable ? 'Version' : 'Last updated'}</dt>
              <dd>
                {place.editable ? `${record.version} · updated ` : ''}
                {new Date(record.updated_at).toLocaleString()}
              </dd>
            </div>
          </dl>
        </section>
        <div className="stack">
          {related(family.path).map((r) => (
            <RelatedList key={`${r.path}-${r.filterKey}`} {...r} parentId={id} />
          ))}
          {place.editable && mediaOwners.includes(family.path) ? (
            <Suspense fallback={null}>
              <TakeOfflineCard
                path={family.path}
                record={record}
                name={String(record[family.titleKey] ?? family.label)}
              />
            </Suspense>
          ) : null}
          {place.editable ? <RecordHistoryPanel uid={id} /> : null}
        </div>
      </div>
      {mediaOwners.includes(family.path) ? place.media?.(id, ['gallery', 'video']) : null}
    </>
  )
}

function Value({ family, kind, value }: { family?: string; kind: string; value: unknown }) {
  const { href } = useRecordPlace()
  if (value === null || value === undefined || value === '') return <span className="muted">—</span>
  if (kind === 'ref' && family)
    return (
      <Link href={href(family, value as string)}>
        <RefName family={family} uid={value as string} />
      </Link>
    )
  if (kind === 'refs' && family && Array.isArray(value))
    return value.length === 0 ? (
      <span className="muted">none</span>
    ) : (
      <ul className={pickerStyles.chips}>
        {value.map((uid: string) => (
          <li key={uid} className={pickerStyles.chip}>
            <Link href={href(family, uid)}>
              <RefName family={family} uid={uid} />
            </Link>
          </li>
        ))}
      </ul>
    )
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>
  return <>{Array.isArray(value) ? value.join(', ') : String(value)}</>
}

interface Relation {
  path: string
  plural: string
  filterKey: string
  slug?: string
  /** Players of a club or a country: listed in full where the area lists players (RecordPlace.playersOf). */
  playersBy?: 'club' | 'country'
}

/** What points at records of `path`: generic families, plus players (by club or nationality) and games. */
function related(path: string): Relation[] {
  const list: Relation[] = childrenOf(path).map(({ family, filterKey }) => ({
    path: family.path,
    plural: family.plural,
    filterKey,
    slug: family.slug,
  }))
  if (path === 'club')
    list.unshift({ path: 'player', plural: 'players', filterKey: 'club_id', playersBy: 'club' })
  if (path === 'country')
    list.unshift({ path: 'player', plural: 'players', filterKey: 'nationality_id', playersBy: 'country' })
  const gameKey = Object.entries(footballFamilies.game.filters).find(([, parent]) => parent === path)?.[0]
  if (gameKey) list.unshift({ path: 'game', plural: 'games', filterKey: gameKey })
  return list
}

function RelatedList({
  path,
  plural,
  filterKey,
  slug,
  playersBy,
  parentId,
}: Relation & { parentId: string }) {
  const place = useRecordPlace()
  const related = useRecord(
    () => listRecords(path, { [filterKey]: parentId, limit: 5, page: 1 }, undefined, place.area),
    [path, filterKey, parentId, place.area],
  )
  const rows = related.data?.data
  const total = related.data?.meta.total ?? 0
  return (
    <section className={`${familyStyles.related} card`} aria-label={cap(plural)}>
      <div className={familyStyles.relatedHead}>
        <h2>
          {cap(plural)} <span className="muted">({total})</span>
        </h2>
        {slug && place.editable ? (
          <Link href={`${place.home.href}/${slug}/new?${filterKey}=${parentId}`} className="btn btn-link">
            Add
          </Link>
        ) : null}
      </div>
      {rows?.length ? (
        <ul className="related-list">
          {rows.map((r) => (
            <li key={r.uid}>
              <Link href={place.href(path, r.uid)}>{titleOf(r)}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None yet.</p>
      )}
      {slug && total > 5 ? (
        <Link href={`${place.home.href}/${slug}?${filterKey}=${parentId}`}>See all {total}</Link>
      ) : playersBy && place.playersOf && total > 5 ? (
        <Link href={place.playersOf(playersBy, parentId)}>See all {total}</Link>
      ) : null}
    </section>
  )
}
