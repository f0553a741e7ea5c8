/**
 * A wire field in words, for people: `nationality_id` → "Nationality", `shirtNumber` → "Shirt number",
 * `teams.0.playerMetaData.3.goals` → "Goals" (a path is named by its last field). One wording for every screen.
 */
export function fieldWords(path: string): string {
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .at(-1) ?? path
  const words = last
    .replace(/Id$|_id$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .toLowerCase()
  const text = words === 'fifa code' ? 'FIFA code' : words
  return text.charAt(0).toUpperCase() + text.slice(1)
}
