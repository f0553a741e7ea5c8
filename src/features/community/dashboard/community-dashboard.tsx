import type { Profile } from '../../../api/contract/auth'
import { useDocumentTitle } from '../../../ui/use-document-title'

// The community area's start page. The football-data screens (players, teams, games …) are added as
// sections of the area; see src/app/areas/community-sections.tsx.

export function CommunityDashboard({ profile }: { profile: Profile | null }) {
  useDocumentTitle('Community dashboard')
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Welcome{profile?.name ? `, ${profile.name}` : ''}</h1>
          <p>Record the players, teams and games that scouts will find here.</p>
        </div>
      </div>
      <section className="card stack" aria-labelledby="community-account-title">
        <h2 id="community-account-title">Your account</h2>
        <dl className="definition">
          <dt>Email</dt>
          <dd>{profile?.email}</dd>
          {profile?.organisation ? (
            <>
              <dt>Organisation</dt>
              <dd>{profile.organisation}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  )
}
