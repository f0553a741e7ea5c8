import type { ReactElement, ReactNode } from 'react'
import { Link, Route } from 'wouter'
import { useRecordPlace } from '../../connected/record-area'
import { NotFoundPage } from '../../ui/not-found-page'
import { useDocumentTitle } from '../../ui/use-document-title'
import familyStyles from './families.module.css'
import { FamilyDetailPage } from './family-detail-page'
import { FamilyListPage } from './family-list-page'
import { type FamilyGroup, type FamilyScreen, familyBySlug } from './family-registry'
import { FootballFinder } from './football-finder'

// The football families' index page and the lookup of a family from its URL segment, shared by the community's
// data section (families-section.tsx, which edits) and the scout's browse section (browse-section.tsx, which
// reads): each section adds what only its area has.

export function WithFamily({ slug, render }: { slug: string; render: (f: FamilyScreen) => ReactElement }) {
  const family = familyBySlug(slug)
  return family ? render(family) : <NotFoundPage />
}

/** A family's list (`/club`) and a record's page (`/club/<uid>`), the last routes of both sections. */
export const familyPageRoutes = [
  <Route key="record" path="/:slug/:id">
    {(p) => <WithFamily slug={p.slug} render={(f) => <FamilyDetailPage key={p.id} family={f} id={p.id} />} />}
  </Route>,
  <Route key="list" path="/:slug">
    {(p) => <WithFamily slug={p.slug} render={(f) => <FamilyListPage key={f.slug} family={f} />} />}
  </Route>,
]

/**
 * The families that are things in themselves, the only ones the index lists; the others are parts of one of
 * them (a national side's squads, a club's members, a league's entries) and open from that record's page.
 */
export const concepts = new Set([
  'tournament',
  'league',
  'national',
  'club',
  'team',
  'country',
  'tags',
  'categories',
])

/** A card of links on the index: a group of families, or what an area adds (its players, its games). */
export function LinkGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${familyStyles.familyGroup} card`} data-testid="family-group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>{children}</ul>
    </section>
  )
}

interface FamiliesIndexProps {
  families: FamilyScreen[]
  intro: string
  /** Links an area adds to a group (its games under Competitions, its players under People). */
  extras?: Partial<Record<FamilyGroup, ReactNode>>
  /** Below the groups (the community's import). */
  footer?: ReactNode
}

const GROUPS: FamilyGroup[] = [
  'Competitions',
  'Clubs and teams',
  'National sides',
  'People',
  'Countries and labels',
]

export function FamiliesIndex({ families, intro, extras = {}, footer }: FamiliesIndexProps) {
  const { home } = useRecordPlace()
  useDocumentTitle(home.label)
  const listed = families.filter((f) => concepts.has(f.path))
  const groups = GROUPS.filter((g) => extras[g] || listed.some((f) => f.group === g))
  return (
    <>
      <div className="page-head">
        <div>
          <h1>{home.label}</h1>
          <p>{intro}</p>
        </div>
      </div>
      <FootballFinder />
      <div className={familyStyles.familyGroups}>
        {groups.map((group) => (
          <LinkGroup key={group} id={`group-${group.replace(/\W+/g, '-')}`} title={group}>
            {listed
              .filter((f) => f.group === group)
              .map((f) => (
                <li key={f.slug}>
                  <Link href={`/${f.slug}`}>{f.plural.charAt(0).toUpperCase() + f.plural.slice(1)}</Link>
                </li>
              ))}
            {extras[group]}
          </LinkGroup>
        ))}
      </div>
      {footer}
    </>
  )
}
