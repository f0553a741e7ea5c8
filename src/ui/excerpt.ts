// The start of a longer text for one line of a list (an enquiry under Enquiries): whole words, on one line, and
// "…" when the text goes on — a bare slice stopped mid-word ("who represents him these da").

export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  // One very long word is cut where it must be; otherwise at the last whole word, without its trailing comma.
  const words = space > max / 2 ? cut.slice(0, space) : cut
  return `${words.replace(/[\s,;:.–-]+$/, '')}…`
}
