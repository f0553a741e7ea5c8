import type { Role } from '../../api/contract/terms/roles'

const labels: Record<Role, string> = { scout: 'Scout', community: 'Community member', admin: 'Administrator' }
/** Most people asking are scouts, then community members; administrators are few. */
const order: Role[] = ['scout', 'community', 'admin']

/** Which kind of account a password-recovery request is for. */
export function RoleChoice({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <fieldset>
      <legend>My account is a</legend>
      <div className="choices">
        {order.map((role) => (
          <label key={role} className="choice">
            <input
              type="radio"
              name="role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
            />
            {labels[role]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export const roleLabel = (role: Role) => labels[role]
