import type { ReactElement } from 'react'
import { Link, Route, Switch } from 'wouter'
import { Crumbs } from '../../ui/crumbs'
import { GamePage } from '../../ui/game-sheet/game-page'
import { GamesList } from '../../ui/game-sheet/games-list'
import { NotFoundPage } from '../../ui/not-found-page'
import { useRecordPlace } from '../../ui/record-area'
import { useDocumentTitle } from '../../ui/use-document-title'
import { FamilyDetailPage } from './family-detail-page'
import { EditRecordPage, NewRecordPage } from './family-edit-pages'
import { FamilyListPage } from './family-list-page'
import { browsedFamilies, familyBySlug, familyScreens } from './family-registry'
import { FootballFinder } from './football-finder'
import { ImportCard } from './import-card'
import './families.css'

// /community/data — every football family (countries, clubs, competitions, national sides, calendar, labels):
// an index, then for each family its list, a record's page, and the create / edit forms.
// /scout/browse — the same screens read-only (the record place says so), with the games and their sheets.

export default function FamiliesSection() {
  const place = useRecordPlace()
  // Scouts browse the games here too (the community keeps them in its own Games section); only an area that
  // edits gets the create and edit forms.
  const browsing = place.editable
    ? []
    : [
        <Route key="games" path="/games">
          <GamesList
            area={place.area}
            hrefOf={(uid) => `/games/${uid}`}
            intro="Every game with its score; open one for its line-ups and events."
            crumbs={<Crumbs trail={[place.home]} />}
          />
        </Route>,
        <Route key="game" path="/games/:id">
          {(p) => <GamePage key={p.id} id={p.id} />}
        </Route>,
      ]
  const editing = place.editable
    ? [
        <Route key="new" path="/:slug/new">
          {(p) => <WithFamily slug={p.slug} render={(f) => <NewRecordPage family={f} />} />}
        </Route>,
        <Route key="edit" path="/:slug/:id/edit">
          {(p) => (
            <WithFamily slug={p.slug} render={(f) => <EditRecordPage key={p.id} family={f} id={p.id} />} />
          )}
        </Route>,
      ]
    : []
  return (
    <Switch>
      <Route path="/" component={FamiliesIndex} />
      {browsing}
      {editing}
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

/** The families that are things in themselves; the others are parts of one of them. */
const concepts = new Set([
  'tournament',
  'league',
  'national',
  'club',
  'team',
  'country',
  'tags',
  'categories',
])

function FamiliesIndex() {
  const { editable, home } = useRecordPlace()
  useDocumentTitle(home.label)
  const shown = editable ? familyScreens : browsedFamilies
  const groups = [...new Set(shown.map((f) => f.group))]
  return (
    <>
      <div className="page-head">
        <div>
          <h1>{home.label}</h1>
          <p>
            {editable
              ? 'Everything scouts rely on: where players play, in which competitions, with whom and when.'
              : 'Competitions, national sides, clubs and teams, and every game with its sheet.'}
          </p>
        </div>
      </div>
      <FootballFinder />
      <div className="family-groups">
        {editable ? (
          <section className="card family-group" aria-labelledby="group-players">
            <h2 id="group-players">Players and games</h2>
            <ul>
              <li>
                <Link href="~/community/players">Players</Link>
              </li>
              <li>
                <Link href="~/community/games">Games and their sheets</Link>
              </li>
            </ul>
          </section>
        ) : null}
        {groups.map((group) => (
          <section key={group} className="card family-group" aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>{group}</h2>
            <ul>
              {shown
                .filter((f) => f.group === group)
                .map((f) => (
                  // A group's concepts (tournaments, leagues, clubs …) stand out; their parts (squads, staff,
                  // members, match days, entries) are listed under them.
                  <li key={f.slug} data-part={concepts.has(f.path) ? undefined : 'yes'}>
                    <Link href={`/${f.slug}`}>{f.plural.charAt(0).toUpperCase() + f.plural.slice(1)}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        {editable ? null : (
          <section className="card family-group" aria-labelledby="group-games">
            <h2 id="group-games">Games</h2>
            <ul>
              <li>
                <Link href="/games">Games and their sheets</Link>
              </li>
            </ul>
          </section>
        )}
      </div>
      {editable ? <ImportCard /> : null}
    </>
  )
}
