import { useState } from 'react'
import { Link } from 'wouter'
import { footballFamilies } from '../../api/contract/terms/football-paths'
import { SEARCH_MAX } from '../../api/contract/terms/writing-limits'
import { detailOf, type FamilyRecord, searchRecords, titleOf } from '../../api/records'
import { useList } from '../../api/use-read'
import { useRecordPlace } from '../../connected/record-area'

// One search over the things a member looks for by name — "Spain" is a national side AND a country; a club, a
// competition or a team — so nobody has to know which family a record lives in.

const searched = [
  footballFamilies.national,
  footballFamilies.club,
  footballFamilies.tournament,
  footballFamilies.league,
  footballFamilies.team,
  footballFamilies.country,
]

interface Found {
  family: (typeof searched)[number]
  record: FamilyRecord
}

export function FootballFinder() {
  const place = useRecordPlace()
  const [q, setQ] = useState('')
  const wanted = q.trim()
  const read = useList(
    async (signal): Promise<Found[]> => {
      const lists = await Promise.all(
        searched.map((family) =>
          searchRecords(family.path, wanted, signal, place.area).then(
            (records) => records.slice(0, 5).map((record) => ({ family, record })),
            () => [] as Found[],
          ),
        ),
      )
      return lists.flat()
    },
    [wanted, place.area],
    { skip: wanted.length < 2 },
  )
  const found = wanted.length < 2 ? [] : (read.data ?? [])
  return (
    <section className="card stack" aria-labelledby="finder-title">
      <h2 id="finder-title">Find</h2>
      <label className="visually-hidden" htmlFor="finder-q">
        Find a national team, club, competition, team or country
      </label>
      <input
        id="finder-q"
        className="input"
        type="search"
        maxLength={SEARCH_MAX}
        placeholder="A national team, club, competition, team or country…"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {wanted.length >= 2 && read.data && found.length === 0 ? (
        <p className="muted">Nothing by that name yet.</p>
      ) : null}
      {found.length ? (
        <ul className="related-list" aria-label="Found">
          {found.map(({ family, record }) => (
            <li key={`${family.path}-${record.uid}`}>
              <Link href={place.href(family.path, record.uid)}>{titleOf(record)}</Link>{' '}
              <span className="muted">
                · {family.label}
                {detailOf(record) ? ` · ${detailOf(record)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
