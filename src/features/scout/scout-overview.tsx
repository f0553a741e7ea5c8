import { Link } from 'wouter'
import type { Profile } from '../../api/contract/schemas/auth'
import { useDocumentTitle } from '../../ui/use-document-title'

/** The scout area's start page: who is signed in and what to do next. */
export function ScoutOverview({ profile }: { profile: Profile | null }) {
  useDocumentTitle('Scout overview')
  const complete = Boolean(profile?.name && profile.organisation && profile.country)
  return (
    <>
      <div className="page-head">
        <div>
          <h1>
            Welcome{profile?.name ? `, ${profile.name}` : profile?.username ? `, ${profile.username}` : ''}
          </h1>
          <p>Your scouting workspace.</p>
        </div>
      </div>
      <div className="grid">
        <section className="card stack" aria-labelledby="profile-card-title">
          <h2 id="profile-card-title">Your profile</h2>
          {complete ? (
            <p className="muted">
              {profile?.name} · {profile?.organisation} · {profile?.country}
            </p>
          ) : (
            <p className="muted">
              Add your name, organisation and country so the provider knows who is asking about a player.
            </p>
          )}
          <p>
            <Link href="/profile" className="btn btn-primary">
              {complete ? 'Edit profile' : 'Complete your profile'}
            </Link>
          </p>
        </section>
      </div>
    </>
  )
}
