import { lazy, Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { useGameDayKeeper } from '../../api/read-cache/use-game-day-keeper'
import { communityPlace, type RecordPlace, RecordPlaceProvider } from '../../connected/record-area'
import { AreaGuard } from '../area-guard'
import { AreaLogin } from '../area-login'
import { AreaSectionRoutes, navOf } from '../area-sections'
import { AreaShell } from '../area-shell'
import { AreaSyncStatus } from '../pwa/area-sync'
import { useAreaSession } from '../session-context'
import { communitySections } from './community-sections'

// /community/* — loaded on demand. /community/login is exempt from the session guard (docs/spec.md#area-logins).

const RecordMedia = lazy(() => import('../../features/community/media/record-media'))
/** The football record screens, with the community's media panels beside clubs, competitions and games. */
const place: RecordPlace = {
  ...communityPlace,
  media: (ownerId, kinds) => (
    <Suspense fallback={<p className="muted">Loading the media…</p>}>
      <RecordMedia ownerId={ownerId} kinds={kinds} />
    </Suspense>
  ),
}

/** The member's game days kept on this device while the area is open (decision 0045). */
function GameDayCopies() {
  const { profile } = useAreaSession()
  useGameDayKeeper(profile?.uid)
  return null
}

export default function CommunityArea() {
  return (
    <AreaGuard area="community">
      <Switch>
        <Route path="/login">
          <AreaLogin area="community" />
        </Route>
        <Route>
          <AreaShell title="Community" nav={navOf(communitySections)} allowLogoutEverywhere>
            <AreaSyncStatus syncHref="~/community/sync" />
            <GameDayCopies />
            <RecordPlaceProvider place={place}>
              <AreaSectionRoutes sections={communitySections} />
            </RecordPlaceProvider>
          </AreaShell>
        </Route>
      </Switch>
    </AreaGuard>
  )
}
