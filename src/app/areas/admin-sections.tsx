import { AdminDashboard } from '../../features/admin/admin-dashboard'
import type { AreaSection } from '../area-sections'

// The admin area's sections: navigation and routes from one table (area-sections.tsx).

export const adminSections: AreaSection[] = [{ href: '/', label: 'Dashboard', component: AdminDashboard }]
