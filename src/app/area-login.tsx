import { useLocation } from 'wouter'
import type { Role } from '../api/contract/terms/roles'
import { LoginPage } from '../features/auth/login-page'
import { PublicLayout } from './public-layout'
import { useAreaSession } from './session-context'

// The login child route of an area (/admin/login, /community/login): exempt from the guard, and on success it
// hands the profile to the area's guard and enters the area.
export function AreaLogin({ area }: { area: Exclude<Role, 'scout'> }) {
  const { signedIn } = useAreaSession()
  const [, navigate] = useLocation()
  return (
    <PublicLayout>
      <LoginPage
        area={area}
        onSignedIn={(profile) => {
          signedIn(profile)
          navigate(`~/${area}`)
        }}
      />
    </PublicLayout>
  )
}
