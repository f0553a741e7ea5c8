import type { Profile } from '../../api/contract/schemas/auth'
import type { Role } from '../../api/contract/terms/roles'
import { useDocumentTitle } from '../../ui/use-document-title'
import { LoginForm } from './login-form'

// The three login screens (/login, /community/login, /admin/login) differ only in their words.

const copy: Record<Role, { title: string; intro: string }> = {
  scout: { title: 'Scout sign in', intro: 'Browse players, keep your shortlist and send enquiries.' },
  community: { title: 'Community sign in', intro: 'Enter and maintain players, teams, games and media.' },
  admin: { title: 'Administrator sign in', intro: 'Manage site content, accounts and enquiries.' },
}

export function LoginPage({
  area: role,
  onSignedIn,
}: {
  area: Role
  onSignedIn: (profile: Profile) => void
}) {
  useDocumentTitle(copy[role].title)
  return (
    <div className="auth-page">
      <section className="card auth-card stack" aria-labelledby="login-title">
        <div>
          <h1 id="login-title">{copy[role].title}</h1>
          <p className="muted">{copy[role].intro}</p>
        </div>
        <LoginForm area={role} onSignedIn={onSignedIn} />
      </section>
    </div>
  )
}
