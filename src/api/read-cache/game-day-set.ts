// The offline set a member never has to ask for (decision 0045): the games they open and the games, teams,
// squads and competitions of their game days, kept on the device whenever the app is online. "Take offline"
// keeps its own set per competition; a copy already in such a set stays there.

export const GAME_DAY_SET = 'game-day'

/** How the Sync page and the sign-out dialog name it. */
export const GAME_DAY_LABEL = 'Your games of these weeks, their teams and squads (kept automatically)'
