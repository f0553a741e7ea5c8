import type { TestClient } from '../http-client'

// The public pages the server writes itself (a news article's page carries its title, summary and Open Graph
// tags in the HTML it sends) checked after each write that names such a page: the page must still be one
// document, and what it shows must read back as the public API gives it. docs/security.md: `$&`, `` $` `` or `$'` in
// a news title or summary copied the page's own text into it (String.replace patterns).

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Each of these appears exactly once in a page. */
const once = ['<html', '<head>', '</head>', '<title>', '</title>', '<body', '</body>', '</html>']

const contentOf = (page: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)" />`).exec(page)?.[1]

/** What is wrong with the page a written item is published at (none when it has no public page). */
export async function servedPageFaults(anonymous: TestClient, answer: string): Promise<string[]> {
  let slug: unknown
  try {
    slug = (JSON.parse(answer) as { data?: { slug?: unknown } }).data?.slug
  } catch {
    return []
  }
  if (typeof slug !== 'string' || !slug) return []
  const address = `/news/${encodeURIComponent(slug)}`
  const published = await anonymous.inject({ method: 'GET', url: `/api/public${address}` })
  if (published.statusCode !== 200) return []
  const fields = (published.json() as { data: { fields: Record<string, unknown> } }).data.fields
  const page = await anonymous.inject({ method: 'GET', url: address })
  if (page.statusCode !== 200 || !String(page.headers['content-type']).startsWith('text/html'))
    return [`GET ${address} → ${page.statusCode} ${page.headers['content-type']}`]
  const html = page.body
  const faults = once
    .map((tag) => [tag, html.split(tag).length - 1] as const)
    .filter(([, n]) => n !== 1)
    .map(([tag, n]) => `${tag} ${n} times`)
  const title = String(fields.title ?? '')
  const shownTitle = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
  if (!shownTitle.startsWith(title)) faults.push(`<title> reads ${JSON.stringify(shownTitle)}`)
  const ogTitle = decode(contentOf(html, 'property="og:title"') ?? '')
  if (ogTitle !== title) faults.push(`og:title reads ${JSON.stringify(ogTitle)}`)
  const summary = fields.summary
  const description = decode(contentOf(html, 'name="description"') ?? '')
  if (typeof summary === 'string' && summary && description !== summary)
    faults.push(`description reads ${JSON.stringify(description)}`)
  return faults.map((fault) => `GET ${address} (title ${JSON.stringify(title)}): ${fault}`)
}
