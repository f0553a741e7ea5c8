// Words of account recovery that screens show without loading the validator (decision 0032): the contract
// (auth.ts) and the server use the same sentences.

/** What a dead reset link says, whether it was cut off in the mail, used, expired or never issued. */
export const RESET_LINK_DEAD = 'This reset link is invalid or has expired: ask for a new one'
