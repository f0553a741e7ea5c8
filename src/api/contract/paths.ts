import type { Role } from './roles'

// The API path table: the spec's spellings, one place. Relative URLs so the XSRF header is attached.

export const apiBase: Record<Role, string> = {
  admin: '/api/admin',
  community: '/api/community',
  scout: '/api/scout',
}

export const authPaths = (role: Role) => {
  const base = apiBase[role]
  return {
    login: `${base}/login`,
    logout: `${base}/logout`,
    logoutAll: `${base}/logout_all`,
    tokenLogin: `${base}/token_login`,
    profile: `${base}/profile`,
    forgetPassword: `${base}/forget-password`,
    resetPassword: `${base}/reset-password`,
  }
}

export const scoutAccountPaths = {
  register: '/api/scout/register',
  confirmEmail: '/api/scout/confirm_email',
  validateUsername: '/api/scout/validate_username',
}

export const healthPath = '/api/health'

/** CSRF double-submit names (ARCHITECTURE.md §4). */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'
