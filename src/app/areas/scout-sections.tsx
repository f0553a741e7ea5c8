import { lazy } from 'react'
import { useLocation } from 'wouter'
import { loginRoute } from '../../api/contract/terms/roles'
import { noticeDone } from '../../api/notices'
import { ScoutProfilePage } from '../../features/scout/profile-page'
import { ScoutOverview } from '../../features/scout/scout-overview'
import type { AreaSection } from '../area-sections'
import { afterSignOut } from '../pwa/sign-out-guard'
import { useAreaSession } from '../session-context'

// The scout area's sections: navigation and routes from one table (area-sections.tsx).

function OverviewSection() {
  const { profile } = useAreaSession()
  return <ScoutOverview profile={profile} />
}

const ClubSectionChunk = lazy(() => import('../../features/scout/club/club-section'))
function ClubSection() {
  const { profile } = useAreaSession()
  return <ClubSectionChunk me={profile?.uid} />
}

const AssignmentsChunk = lazy(() => import('../../features/scout/assignments/assignments-section'))
function AssignmentsSection() {
  const { profile } = useAreaSession()
  return <AssignmentsChunk me={profile?.uid} />
}

function ProfileSection() {
  const { signedIn, signedOut, profile } = useAreaSession()
  const [, navigate] = useLocation()
  // Deleted: signed out as by the Log out button, the device's copies emptied (sign-out-guard.ts).
  const deleted = () => {
    signedOut()
    void afterSignOut('scout', profile?.uid)
    noticeDone('Your account is deleted.')
    navigate(`~${loginRoute.scout}`)
  }
  return <ScoutProfilePage onSaved={signedIn} onDeleted={deleted} />
}

export const scoutSections: AreaSection[] = [
  { href: '/', label: 'Overview', component: OverviewSection },
  {
    href: '/players',
    label: 'Players',
    component: lazy(() => import('../../features/scout/players/players-section')),
  },
  {
    href: '/hot',
    label: 'Hot players',
    component: lazy(() =>
      import('../../features/scout/players/hot-players-page').then((m) => ({ default: m.HotPlayersPage })),
    ),
  },
  {
    href: '/shortlist',
    label: 'Shortlist',
    component: lazy(() =>
      import('../../features/scout/players/shortlist-page').then((m) => ({ default: m.ShortlistPage })),
    ),
  },
  {
    href: '/lists',
    label: 'Lists',
    component: lazy(() => import('../../features/scout/lists/lists-section')),
  },
  {
    href: '/inbox',
    label: 'Inbox',
    component: lazy(() => import('../../features/scout/inbox/inbox-section')),
  },
  { href: '/club', label: 'Your club', component: ClubSection },
  { href: '/assignments', label: 'Assignments', component: AssignmentsSection },
  {
    href: '/calendar',
    label: 'Calendar',
    component: lazy(() =>
      import('../../features/scout/assignments/assignments-section').then((m) => ({
        default: m.CalendarSection,
      })),
    ),
  },
  {
    href: '/imports',
    label: 'Imports',
    component: lazy(() => import('../../features/scout/imports/imports-section')),
  },
  {
    href: '/compare',
    label: 'Compare',
    component: lazy(() =>
      import('../../features/scout/players/compare-page').then((m) => ({ default: m.ComparePage })),
    ),
  },
  {
    href: '/enquiries',
    label: 'Enquiries',
    component: lazy(() => import('../../features/scout/enquiries/enquiries-section')),
  },
  {
    href: '/notes',
    label: 'Notes',
    component: lazy(() =>
      import('../../features/scout/notes/notes-and-contact-page').then((m) => ({
        default: m.NotesAndContactPage,
      })),
    ),
  },
  {
    href: '/news',
    label: 'News',
    component: lazy(() =>
      import('../../features/scout/news-page').then((m) => ({ default: m.ScoutNewsPage })),
    ),
  },
  {
    href: '/packages',
    label: 'Packages',
    component: lazy(() => import('../../features/scout/packages/packages-section')),
  },
  {
    href: '/browse',
    label: 'Browse',
    component: lazy(() => import('../../features/football-data/browse-section')),
  },
  { href: '/profile', label: 'Profile', component: ProfileSection },
  // Shortlist changes, notes, reports and lists made without a signal wait here until they are sent.
  { href: '/sync', label: 'Sync', component: lazy(() => import('../pwa/outbox-section')) },
]
