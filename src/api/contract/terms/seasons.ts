// A season on the wire, without zod: the contract's own word, so the contract never imports the rules
// (decision 0036).

/**
 * A season as src/rules/season.ts's seasonOf writes it: a calendar year ("2026") or a league's two years
 * ("2025/26"). A scout's season filter in any other form matched no game, and every player's numbers read 0.
 */
export function isSeason(text: string): boolean {
  const match = /^(\d{4})(?:\/(\d{2}))?$/.exec(text)
  if (!match) return false
  return match[2] === undefined || Number(match[2]) === (Number(match[1]) + 1) % 100
}
