import { Link, Route, Switch } from 'wouter'
import { GamePage } from '../../connected/game-sheet/game-page'
import { GamesList } from '../../connected/game-sheet/games-list'
import { useRecordPlace } from '../../connected/record-area'
import { Crumbs } from '../../ui/crumbs'
import { FamiliesIndex, familyPageRoutes } from './families-index'
import { browsedFamilies } from './family-registry'

// /scout/browse's pages — the football families a scout reads (competitions, national sides, clubs, teams) with every
// game and its sheet, read-only: the community's data section (families-section.tsx) without its forms.

export default function BrowsePages() {
  const place = useRecordPlace()
  return (
    <Switch>
      <Route path="/" component={BrowseIndex} />
      <Route path="/games">
        <GamesList
          area={place.area}
          hrefOf={(uid) => `/games/${uid}`}
          intro="Every game with its score; open one for its line-ups and events."
          crumbs={<Crumbs trail={[place.home]} />}
        />
      </Route>
      <Route path="/games/:id">{(p) => <GamePage key={p.id} id={p.id} />}</Route>
      {familyPageRoutes}
    </Switch>
  )
}

function BrowseIndex() {
  return (
    <FamiliesIndex
      families={browsedFamilies}
      intro="Competitions, national sides, clubs and teams, and every game with its sheet."
      extras={{
        Competitions: (
          <li>
            <Link href="/games">Games and their sheets</Link>
          </li>
        ),
        People: (
          <li>
            <Link href="~/scout/players">Players</Link>
          </li>
        ),
      }}
    />
  )
}
