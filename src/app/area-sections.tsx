import type { ComponentType } from 'react'
import { Route, Switch } from 'wouter'
import { NotFoundPage } from '../ui/not-found-page'

// Each signed-in area is one table of sections (community-sections.tsx, scout-sections.tsx, admin-sections.tsx):
// an entry is a navigation item AND the screen behind it, so the menu and the routes cannot disagree. `href` is
// relative to the area; a section other than "/" is nested, so it may hold its own sub-routes ("/:id").

export interface AreaSection {
  href: string
  label: string
  /** What a phone shows when the label would not let the row fit ("Football" for "Football data"). */
  short?: string
  component: ComponentType
}

/** The area's navigation items, in table order. */
export const navOf = (sections: AreaSection[]) =>
  sections.map(({ href, label, short }) => ({ href, label, short }))

/** The area's routes: one per section, then the not-found page. */
export function AreaSectionRoutes({ sections }: { sections: AreaSection[] }) {
  return (
    <Switch>
      {sections.map((section) => (
        <Route
          key={section.href}
          path={section.href}
          nest={section.href !== '/'}
          component={section.component}
        />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  )
}
