import type { Role } from './roles'

// The API path table: the spec's spellings (docs/spec.md#7-calls), one place. The client builds its URLs from these
// tables and the server registers its routes from them (server/routes/route-path.ts). Relative URLs so the XSRF
// header is attached.

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

/**
 * Forget-password by address alone (the footer's link): the reset goes to whichever account holds the address,
 * of any role; the answer is the same for an unknown one.
 */
export const forgetPasswordPath = '/api/public/forget-password'

export const healthPath = '/api/health'

/** The API reference, generated from the routes (outside production): OpenAPI JSON and a readable page. */
export const apiDocsPaths = { json: '/api/docs', page: '/api/docs/index.html' } as const

/** CSRF double-submit names (docs/architecture.md#4-the-request-path). */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

/** The players as a scout reads them (scout-players.ts). */
export const scoutPlayerPaths = {
  list: `${apiBase.scout}/list`,
  /** The same list at the path clients written before the spec's spelling use. */
  listAsBefore: `${apiBase.scout}/player`,
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
  /** The community's PDFs about the player (player documents; the URL keeps the spec's word). */
  documents: (id: string) => `${apiBase.scout}/player_report/${id}`,
  videoEvents: (id: string) => `${apiBase.scout}/video_event/${id}`,
  eventPlayers: (id: string) => `${apiBase.scout}/event_player/${id}`,
  videos: `${apiBase.scout}/player_video`,
}

/** The scout's own: notes, a message to us, packages and payments, the scout news. */
export const scoutPaths = {
  notes: `${apiBase.scout}/notes`,
  note: (id: string) => `${apiBase.scout}/notes/${id}`,
  contact: `${apiBase.scout}/contact`,
  packages: `${apiBase.scout}/packages`,
  payment: `${apiBase.scout}/payment`,
  transaction: (id: string) => `${apiBase.scout}/payment/transaction/${id}`,
  transactions: `${apiBase.scout}/payment/transactions`,
  news: `${apiBase.scout}/media/news`,
}

/** Enquiries on each side: the scout sends and reads its own, admins search them and list one scout's. */
export const enquiryPaths = (side: 'admin' | 'scout') => {
  const base = `${apiBase[side]}/enquire`
  return { list: base, one: (id: string) => `${base}/${id}`, ofScout: (id: string) => `${base}/scout/${id}` }
}

/** A one-off Vimeo upload link, or whether Vimeo is set up (community and admin). */
export const vimeoTokenPath = (role: Role) => `${apiBase[role]}/media/vimeo_token`

/** The payment provider's signed webhook, and the sandbox provider's hosted checkout page (outside /api). */
export const paymentPaths = {
  webhook: '/api/payments/webhook',
  sandboxCheckout: (ref: string) => `/checkout/sandbox/${ref}`,
}

/** The players as the community keeps them (players.ts). */
export const playerPaths = {
  player: '/api/community/player',
  profile: (id: string) => `/api/community/profile/${id}`,
  search: '/api/community/search',
  allPositions: '/api/community/all_positions',
  teamPlayers: '/api/community/getTeamPlayers',
  /** A guardian's consent for a minor: PUT records it, DELETE withdraws it (player-consent.ts). */
  consent: (id: string) => `/api/community/player/${id}/consent`,
} as const

/** A scout's reports on players and the templates they are written on (scouting-reports.ts). */
export const scoutReportPaths = {
  templates: `${apiBase.scout}/report_templates`,
  reports: `${apiBase.scout}/reports`,
  report: (id: string) => `${apiBase.scout}/reports/${id}`,
}

/** A scout's named lists and their entries (scouting-lists.ts). */
export const scoutListPaths = {
  lists: `${apiBase.scout}/lists`,
  list: (id: string) => `${apiBase.scout}/lists/${id}`,
  entries: (id: string) => `${apiBase.scout}/lists/${id}/players`,
  /** The server registers it with the player left as its parameter (`:uid`). */
  entry: (id: string, player = ':uid') => `${apiBase.scout}/lists/${id}/players/${player}`,
}

/** A club's recruitment department — a workspace — its members, shadow team, threads and activity (workspaces.ts). */
export const workspacePaths = {
  create: `${apiBase.scout}/workspaces`,
  mine: `${apiBase.scout}/workspace`,
  invitations: `${apiBase.scout}/workspace/invitations`,
  invitation: (id: string) => `${apiBase.scout}/workspace/invitations/${id}`,
  accept: `${apiBase.scout}/workspace/invitations/accept`,
  member: (uid: string) => `${apiBase.scout}/workspace/members/${uid}`,
  shadowTeam: `${apiBase.scout}/workspace/shadow-team`,
  shadowTeamExport: `${apiBase.scout}/workspace/shadow-team/export`,
  activity: `${apiBase.scout}/workspace/activity`,
  consensus: (uid: string) => `${apiBase.scout}/player/${uid}/consensus`,
  comments: (uid: string) => `${apiBase.scout}/player/${uid}/comments`,
  comment: (id: string) => `${apiBase.scout}/comments/${id}`,
  /** Admins: the workspaces and their member counts (never their reports). */
  adminList: `${apiBase.admin}/workspaces`,
}

/** A scout's saved searches (saved-searches.ts). */
export const savedSearchPaths = {
  list: `${apiBase.scout}/saved-searches`,
  one: (id: string) => `${apiBase.scout}/saved-searches/${id}`,
}

/** A club's imports of its own recruitment data (club-imports.ts). */
export const clubImportPaths = {
  list: `${apiBase.scout}/imports`,
  one: (id: string) => `${apiBase.scout}/imports/${id}`,
  commit: (id: string) => `${apiBase.scout}/imports/${id}/commit`,
}

/** A scout's inbox of alerts and what raises them (alerts.ts); the mailed link that stops one kind's mail. */
export const inboxPaths = {
  inbox: `${apiBase.scout}/inbox`,
  read: `${apiBase.scout}/inbox/read`,
  settings: `${apiBase.scout}/alert-settings`,
  /** Opened from a mail: no session, the token is the key (GET shows a page, POST is RFC 8058's one click). */
  unsubscribe: (token: string) => `/api/unsubscribe/${token}`,
}

/** Assignments, the calendar and its private feed (assignments.ts). */
export const assignmentPaths = {
  list: `${apiBase.scout}/assignments`,
  one: (id: string) => `${apiBase.scout}/assignments/${id}`,
  calendar: `${apiBase.scout}/calendar`,
  feed: `${apiBase.scout}/calendar/feed`,
  /** Read by calendar apps: no session, the token is the key. */
  feedFile: (token: string) => `/api/calendar/${token}.ics`,
}

/** What leaves the app as a file: CSV tables and PDF cards (exports.ts). */
export const scoutExportPaths = {
  list: (id: string) => `${apiBase.scout}/lists/${id}/export`,
  playerCard: (id: string) => `${apiBase.scout}/player/${id}/card`,
  search: `${apiBase.scout}/search/export`,
  shortlist: `${apiBase.scout}/shortlisted/export`,
  enquiries: `${apiBase.scout}/enquire/export`,
  payments: `${apiBase.scout}/payment/transactions/export`,
}

/** A scout's read-only links to a list or a player card, and what such a link opens, with no account (share-links.ts). */
export const sharePaths = {
  shares: `${apiBase.scout}/shares`,
  share: (id: string) => `${apiBase.scout}/shares/${id}`,
  shared: (token: string) => `/api/shared/${token}`,
  /** The page a recipient opens (the SPA's public area). */
  page: (token: string) => `/shared/${token}`,
}

/** The report templates admins define. */
export const adminTemplatePaths = {
  templates: `${apiBase.admin}/report_templates`,
  template: (id: string) => `${apiBase.admin}/report_templates/${id}`,
}

/** The member's start page, and a record's history (decision 0020). */
export const communityPaths = {
  dashboard: `${apiBase.community}/dashboard`,
  history: (id: string) => `${apiBase.community}/history/${id}`,
}

/**
 * Player media (players-media.ts): the profile picture, gallery images, PDF reports, video events and the
 * players in them, the member's videos.
 */
export const mediaPaths = {
  profilePic: (id: string) => `/api/community/profile_pic/${id}`,
  galleryImage: '/api/community/gallery_image',
  galleryOf: (id: string) => `/api/community/gallery_image/${id}`,
  /** Player documents: the community's PDFs about a player or a game (the URL keeps the spec's word). */
  playerDocument: (id: string) => `/api/community/player_report/${id}`,
  videoEvent: (id: string) => `/api/community/video_event/${id}`,
  eventPlayer: '/api/community/event_player',
  eventPlayersOf: (id: string) => `/api/community/event_player/${id}`,
  video: '/api/community/video',
  videoOf: (id: string) => `/api/community/video/${id}`,
  videoUsage: '/api/community/video_usage',
  vimeoToken: vimeoTokenPath('community'),
  /** Where every stored file is served (public, unguessable random names, `nosniff`). */
  file: (name: string) => `/api/files/${name}`,
} as const
