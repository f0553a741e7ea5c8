import type { ContentItem } from '../../src/api/contract/schemas/site-content'
import { html, SafeHtml, spliceHtml } from '../http/html-template'

// What a search engine, a link preview and a reader without JavaScript see of a public page before it runs: its
// title, description, canonical address and Open Graph tags, written into index.html as it is sent
// (decision 0044). Everything from the database is escaped once, by `html`, and put into the page literally
// (http/html-template.ts).

export interface PageHead {
  /** The page's own title; " · Scoutline" follows, as the browser's tab shows it once hydrated. */
  title: string
  description?: string
  /** The page's absolute address: its canonical link and og:url. */
  url: string
  /** Further tags (a news item's Open Graph type, picture and day). */
  extra?: SafeHtml[]
}

const empty = new SafeHtml('')

export function withPageHead(page: string, head: PageHead): string {
  const tags = [
    html`<link rel="canonical" href="${head.url}" />`,
    html`<meta property="og:site_name" content="Scoutline" />`,
    html`<meta property="og:title" content="${head.title}" />`,
    head.description ? html`<meta property="og:description" content="${head.description}" />` : empty,
    html`<meta property="og:url" content="${head.url}" />`,
    ...(head.extra ?? []),
  ].filter((tag) => tag.text)
  const separator = new SafeHtml('\n    ')
  let out = spliceHtml(page, /<title>[^<]*<\/title>/, html`<title>${head.title} · Scoutline</title>`)
  if (head.description)
    out = spliceHtml(
      out,
      /<meta name="description" content="[^"]*" \/>/,
      html`<meta name="description" content="${head.description}" />`,
    )
  const joined = tags.flatMap((tag, i) => (i ? [separator, tag] : [tag]))
  return spliceHtml(out, '</head>', html`    ${joined}\n  </head>`)
}

/** A public news item's head: its title, summary, address, picture and day. */
export function newsHead(item: ContentItem, publicUrl: string): PageHead {
  return {
    title: String(item.fields.title ?? 'News'),
    description: String(item.fields.summary ?? '') || undefined,
    url: `${publicUrl}/news/${encodeURIComponent(item.slug ?? '')}`,
    extra: [
      html`<meta property="og:type" content="article" />`,
      item.pic ? html`<meta property="og:image" content="${`${publicUrl}${item.pic}`}" />` : empty,
      item.published_at
        ? html`<meta property="article:published_time" content="${item.published_at}" />`
        : empty,
    ],
  }
}

export const withNewsMeta = (page: string, item: ContentItem, publicUrl: string) =>
  withPageHead(page, newsHead(item, publicUrl))
