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

/** The players as a scout reads them (scout-players.ts). */
export const scoutPlayerPaths = {
  list: `${apiBase.scout}/list`,
  profile: (id: string) => `${apiBase.scout}/profile/${id}`,
  search: `${apiBase.scout}/search`,
  setShortlist: `${apiBase.scout}/setShortlist`,
  shortlisted: `${apiBase.scout}/shortlisted`,
  matchesPlayed: (id: string) => `${apiBase.scout}/matches_played/${id}`,
  hotPlayers: `${apiBase.scout}/hot-players`,
  filter: `${apiBase.scout}/filter`,
  filterCoverage: `${apiBase.scout}/filter_coverage`,
  attributes: (id: string) => `${apiBase.scout}/attributes/${id}`,
  stats: (id: string) => `${apiBase.scout}/player_stats/${id}`,
  gallery: (id: string) => `${apiBase.scout}/gallery_image/${id}`,
  reports: (id: string) => `${apiBase.scout}/player_report/${id}`,
  videoEvents: (id: string) => `${apiBase.scout}/video_event/${id}`,
}

/** The players as the community keeps them (players.ts). */
export const playerPaths = {
  player: '/api/community/player',
  profile: (id: string) => `/api/community/profile/${id}`,
  search: '/api/community/search',
  allPositions: '/api/community/all_positions',
  teamPlayers: '/api/community/getTeamPlayers',
} as const
