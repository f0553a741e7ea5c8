/** A count with its noun in the right number: "1 team", "3 teams", "1,000+ players" (a capped count). */
export function counted(n: number, one: string, many: string, capped = false): string {
  const number = n.toLocaleString('en')
  return `${number}${capped ? '+' : ''} ${n === 1 && !capped ? one : many}`
}
