import { Link, Route, Switch } from 'wouter'
import { FamiliesIndex, familyPageRoutes, WithFamily } from './families-index'
import { EditRecordPage, NewRecordPage } from './family-edit-pages'
import { familyScreens } from './family-registry'
import { ImportCard } from './import-card'

// /community/data — every football family (countries, clubs, competitions, national sides, calendar, labels):
// an index, then for each family its list, a record's page, and the create / edit forms. A scout reads the
// same screens in browse-section.tsx, without the forms (and so without the code that edits).

export default function FamiliesSection() {
  return (
    <Switch>
      <Route path="/" component={DataIndex} />
      <Route path="/:slug/new">
        {(p) => <WithFamily slug={p.slug} render={(f) => <NewRecordPage family={f} />} />}
      </Route>
      <Route path="/:slug/:id/edit">
        {(p) => (
          <WithFamily slug={p.slug} render={(f) => <EditRecordPage key={p.id} family={f} id={p.id} />} />
        )}
      </Route>
      {familyPageRoutes}
    </Switch>
  )
}

function DataIndex() {
  return (
    <FamiliesIndex
      families={familyScreens}
      intro="Everything scouts rely on: where players play, in which competitions, with whom and when."
      extras={{
        Competitions: (
          <li>
            <Link href="~/community/games">Games and their sheets</Link>
          </li>
        ),
        People: (
          <li>
            <Link href="~/community/players">Players</Link>
          </li>
        ),
      }}
      footer={<ImportCard />}
    />
  )
}
