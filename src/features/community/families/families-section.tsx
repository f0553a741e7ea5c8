import type { ReactElement } from 'react'
import { Link, Route, Switch } from 'wouter'
import { NotFoundPage } from '../../../ui/not-found-page'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { FamilyDetailPage } from './family-detail-page'
import { EditRecordPage, NewRecordPage } from './family-edit-pages'
import { FamilyListPage } from './family-list-page'
import { familyBySlug, familyScreens } from './family-registry'
import { ImportCard } from './import-card'
import './families.css'

// /community/data — every football family (countries, clubs, competitions, national sides, calendar, labels):
// an index, then for each family its list, a record's page, and the create / edit forms.

export default function FamiliesSection() {
  return (
    <Switch>
      <Route path="/" component={FamiliesIndex} />
      <Route path="/:slug/new">
        {(p) => <WithFamily slug={p.slug} render={(f) => <NewRecordPage family={f} />} />}
      </Route>
      <Route path="/:slug/:id/edit">
        {(p) => (
          <WithFamily slug={p.slug} render={(f) => <EditRecordPage key={p.id} family={f} id={p.id} />} />
        )}
      </Route>
      <Route path="/:slug/:id">
        {(p) => (
          <WithFamily slug={p.slug} render={(f) => <FamilyDetailPage key={p.id} family={f} id={p.id} />} />
        )}
      </Route>
      <Route path="/:slug">
        {(p) => <WithFamily slug={p.slug} render={(f) => <FamilyListPage key={f.slug} family={f} />} />}
      </Route>
    </Switch>
  )
}

function WithFamily({
  slug,
  render,
}: {
  slug: string
  render: (f: NonNullable<ReturnType<typeof familyBySlug>>) => ReactElement
}) {
  const family = familyBySlug(slug)
  return family ? render(family) : <NotFoundPage />
}

function FamiliesIndex() {
  useDocumentTitle('Football data')
  const groups = [...new Set(familyScreens.map((f) => f.group))]
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Football data</h1>
          <p>Everything scouts rely on: where players play, in which competitions, with whom and when.</p>
        </div>
      </div>
      <div className="family-groups">
        {groups.map((group) => (
          <section key={group} className="card family-group" aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>{group}</h2>
            <ul>
              {familyScreens
                .filter((f) => f.group === group)
                .map((f) => (
                  <li key={f.slug}>
                    <Link href={`/${f.slug}`}>{f.plural.charAt(0).toUpperCase() + f.plural.slice(1)}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <ImportCard />
    </>
  )
}
