import { lazy } from 'react'
import { AdminDashboard } from '../../features/admin/admin-dashboard'
import type { AreaSection } from '../area-sections'

// The admin area's sections: navigation and routes from one table (area-sections.tsx).

const CommunityAccounts = lazy(() =>
  import('../../features/admin/accounts/accounts-page').then((m) => ({
    default: () => <m.AccountsPage accounts="community" />,
  })),
)
const ScoutAccounts = lazy(() => import('../../features/admin/accounts/scouts-section'))

export const adminSections: AreaSection[] = [
  { href: '/', label: 'Dashboard', component: AdminDashboard },
  {
    href: '/content',
    label: 'Site content',
    component: lazy(() => import('../../features/admin/content/content-section')),
  },
  {
    href: '/enquiries',
    label: 'Enquiries',
    component: lazy(() => import('../../features/admin/enquiries/enquiries-section')),
  },
  {
    href: '/templates',
    label: 'Report templates',
    component: lazy(() => import('../../features/admin/templates/templates-page')),
  },
  { href: '/community', label: 'Community members', component: CommunityAccounts },
  { href: '/scouts', label: 'Scouts', component: ScoutAccounts },
  {
    href: '/privacy',
    label: 'Personal data',
    component: lazy(() => import('../../features/admin/privacy/privacy-page')),
  },
  {
    href: '/clubs',
    label: 'Clubs',
    component: lazy(() => import('../../features/admin/clubs-page').then((m) => ({ default: m.ClubsPage }))),
  },
  {
    href: '/mail',
    label: 'Mail',
    component: lazy(() =>
      import('../../features/admin/mail-outbox-page').then((m) => ({ default: m.MailOutboxPage })),
    ),
  },
  {
    href: '/audit',
    label: 'Audit log',
    component: lazy(() => import('../../features/admin/audit-page').then((m) => ({ default: m.AuditPage }))),
  },
]
