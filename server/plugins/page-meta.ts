import type { ContentItem } from '../../src/api/contract/site-content'
import { html, SafeHtml, spliceHtml } from '../http/html-template'

// What a link preview (and a search engine that does not run JavaScript) sees of a public news page: its title,
// description and picture as Open Graph tags, written into index.html as it is sent. Everything from the
// database is escaped once, by `html`, and put into the page literally (http/html-template.ts).

export function withNewsMeta(page: string, item: ContentItem, publicUrl: string): string {
  const title = String(item.fields.title ?? 'News')
  const description = String(item.fields.summary ?? '')
  const empty = new SafeHtml('')
  const tags = [
    html`<meta property="og:type" content="article" />`,
    html`<meta property="og:title" content="${title}" />`,
    description ? html`<meta property="og:description" content="${description}" />` : empty,
    html`<meta property="og:url" content="${`${publicUrl}/news/${item.slug}`}" />`,
    item.pic ? html`<meta property="og:image" content="${`${publicUrl}${item.pic}`}" />` : empty,
    item.published_at
      ? html`<meta property="article:published_time" content="${item.published_at}" />`
      : empty,
  ].filter((tag) => tag.text)
  const separator = new SafeHtml('\n    ')
  let out = spliceHtml(page, /<title>[^<]*<\/title>/, html`<title>${title} · Scoutline</title>`)
  if (description)
    out = spliceHtml(
      out,
      /<meta name="description" content="[^"]*" \/>/,
      html`<meta name="description" content="${description}" />`,
    )
  const joined = tags.flatMap((tag, i) => (i ? [separator, tag] : [tag]))
  return spliceHtml(out, '</head>', html`    ${joined}\n  </head>`)
}
