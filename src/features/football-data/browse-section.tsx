import { lazy } from 'react'

// /scout/browse: the football families a scout reads, read-only (browse-pages.tsx). The pages, the families' table
// and the games list load when Browse is opened, not with the scout area: the section is what the area's budget
// counts (decision 0041), and most scouts search players without browsing.

const BrowsePages = lazy(() => import('./browse-pages'))

export default function BrowseSection() {
  return <BrowsePages />
}
