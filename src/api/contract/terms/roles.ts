// The three signed-in roles and where each signs in, with no validation library: the API client's rules
// (request-rules.ts) and every screen's guard read these, and a scout who only reads must not load zod for them.

export const roles = ['admin', 'community', 'scout'] as const
export type Role = (typeof roles)[number]

/** Where each role signs in (docs/spec.md#area-logins, #error-catalogue). */
export const loginRoute: Record<Role, string> = {
  admin: '/admin/login',
  community: '/community/login',
  scout: '/login',
}
