import type { ContentItem } from '../../src/api/contract/site-content'
import { escapeHtml } from '../http/escape-html'

// What a link preview (and a search engine that does not run JavaScript) sees of a public news page: its title,
// description and picture as Open Graph tags, written into index.html as it is sent. Everything from the
// database is escaped for HTML.

export function withNewsMeta(html: string, item: ContentItem, publicUrl: string): string {
  const title = String(item.fields.title ?? 'News')
  const description = String(item.fields.summary ?? '')
  const tags = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}" />` : '',
    `<meta property="og:url" content="${escapeHtml(`${publicUrl}/news/${item.slug}`)}" />`,
    item.pic ? `<meta property="og:image" content="${escapeHtml(`${publicUrl}${item.pic}`)}" />` : '',
    item.published_at
      ? `<meta property="article:published_time" content="${escapeHtml(item.published_at)}" />`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ')
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} · Scoutline</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      description ? `<meta name="description" content="${escapeHtml(description)}" />` : '$&',
    )
    .replace('</head>', `    ${tags}\n  </head>`)
}
