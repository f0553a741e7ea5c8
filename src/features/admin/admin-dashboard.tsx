import { Link } from 'wouter'
import { useRecord } from '../../api/use-read'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadDashboard } from './accounts/accounts-api'
import styles from './admin.module.css'
import { loadAdminProfile } from './admin-api'

// The admin start page: the numbers that say how the site is doing, and who is signed in.

export function AdminDashboard() {
  useDocumentTitle('Admin dashboard')
  const { data: profile } = useRecord(
    () =>
      loadAdminProfile().catch((error: unknown) => {
        // docs/spec.md#quiet-profile-load: the user sees nothing when the profile fails to load.
        console.error('Admin profile could not be loaded', error)
        throw error
      }),
    [],
  )
  const { data: numbers } = useRecord(loadDashboard, [])
  const tiles: [string, number | null | undefined, string][] = [
    ['Scouts', numbers?.scouts, '/scouts'],
    ['New scouts this week', numbers?.scouts_this_week, '/scouts'],
    ['Players', numbers?.players, '/'],
    ['Players added this week', numbers?.players_this_week, '/'],
    ['Community members', numbers?.community_members, '/community'],
    ['Enquiries waiting', numbers?.enquiries_waiting, '/'],
    ['News drafts (not on the site)', numbers?.news_drafts, '/content/public_news'],
  ]
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Dashboard</h1>
          <p>Site content, accounts and enquiries are run from here.</p>
          {profile ? (
            <p className="muted" data-testid="admin-profile">
              Signed in as {profile.name ?? 'administrator'} ({profile.email})
            </p>
          ) : null}
        </div>
        <Link href="/content" className="btn btn-primary">
          Edit site content
        </Link>
      </div>
      <dl className={styles.dashboardTiles} aria-label="Counts">
        {tiles.map(([label, value]) => (
          <div key={label} className="card">
            <dt>{label}</dt>
            <dd>{numbers ? (value ?? '—') : '…'}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
