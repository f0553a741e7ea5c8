import { useRecord } from '../../api/use-read'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadAdminProfile } from './admin-api'

// The admin start page: the administrator's own profile (GET /api/admin/profile, result under `data`).

export function AdminDashboard() {
  useDocumentTitle('Admin dashboard')
  const { data: profile } = useRecord(
    () =>
      loadAdminProfile().catch((error: unknown) => {
        // Spec §8: the user sees nothing when the profile fails to load.
        console.error('Admin profile could not be loaded', error)
        throw error
      }),
    [],
  )

  return (
    <>
      <div className="page-head">
        <div>
          <h1>Dashboard</h1>
          <p>Site content, accounts and enquiries are managed from here.</p>
        </div>
      </div>
      <section className="card stack" aria-labelledby="admin-profile-title">
        <h2 id="admin-profile-title">Your administrator profile</h2>
        {profile ? (
          <dl className="definition" data-testid="admin-profile">
            <dt>Name</dt>
            <dd>{profile.name ?? '—'}</dd>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
            <dt>Role</dt>
            <dd>Administrator</dd>
          </dl>
        ) : (
          <p className="muted">Loading your profile…</p>
        )}
      </section>
    </>
  )
}
