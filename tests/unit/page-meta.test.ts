import { describe, expect, it } from 'vitest'
import { jsonScript } from '../../server/http/html-template'
import { withNewsMeta, withPageHead } from '../../server/plugins/page-meta'
import type { ContentItem } from '../../src/api/contract/schemas/site-content'

// A public news page's HTML carries its title and Open Graph tags, with everything from the database escaped.

const html = `<html><head>
    <meta name="description" content="Scoutline: football talent scouting." />
    <title>Scoutline · Football talent scouting</title>
  </head><body></body></html>`

const item = (fields: Record<string, unknown>, pic: string | null = null): ContentItem => ({
  uid: 'u',
  kind: 'public_news',
  version: 1,
  position: 0,
  fields,
  body_html: null,
  slug: 'trial-week',
  status: 'published',
  published_at: '2026-11-20T10:00:00.000Z',
  pic,
  thumb: null,
  updated_at: '2026-11-20T10:00:00.000Z',
})

describe('withNewsMeta', () => {
  it('writes the title, description and Open Graph tags of the news item', () => {
    const out = withNewsMeta(
      html,
      item({ title: 'Trial week', summary: 'Twenty academies.' }, '/api/files/a.png'),
      'https://scoutline.example',
    )
    expect(out).toContain('<title>Trial week · Scoutline</title>')
    expect(out).toContain('<meta name="description" content="Twenty academies." />')
    expect(out).toContain('<meta property="og:title" content="Trial week" />')
    expect(out).toContain('<meta property="og:url" content="https://scoutline.example/news/trial-week" />')
    expect(out).toContain('<meta property="og:image" content="https://scoutline.example/api/files/a.png" />')
  })

  it('escapes what an admin typed, so a title cannot write HTML into the page', () => {
    const out = withNewsMeta(
      html,
      item({ title: '"><script>alert(1)</script>' }),
      'https://scoutline.example',
    )
    expect(out).not.toContain('<script>')
    expect(out).toContain('&quot;&gt;&lt;script&gt;')
  })
})

describe('withNewsMeta with replacement patterns typed by an admin', () => {
  it.each(['$&', '$`', "$'", '$1 and $$'])('keeps %s as typed in the title and the summary', (typed) => {
    const out = withNewsMeta(
      html,
      item({ title: `Cup ${typed} final`, summary: `Read ${typed} now` }),
      'https://scoutline.example',
    )
    const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;')
    expect(out).toContain(`<title>Cup ${escaped(typed)} final · Scoutline</title>`)
    expect(out).toContain(`<meta name="description" content="Read ${escaped(typed)} now" />`)
    expect(out).toContain(`<meta property="og:title" content="Cup ${escaped(typed)} final" />`)
    // The page's own text is never copied in: one head, one body, one title.
    expect(out.match(/<head>/g)).toHaveLength(1)
    expect(out.match(/<\/head>/g)).toHaveLength(1)
    expect(out.match(/<title>/g)).toHaveLength(1)
  })
})

describe('a server-rendered page (decision 0044)', () => {
  it('names its canonical address and describes itself', () => {
    const out = withPageHead(html, {
      title: 'Packages and prices',
      description: 'What each package costs.',
      url: 'https://scoutline.example/packages',
    })
    expect(out).toContain('<title>Packages and prices · Scoutline</title>')
    expect(out).toContain('<meta name="description" content="What each package costs." />')
    expect(out).toContain('<link rel="canonical" href="https://scoutline.example/packages" />')
  })

  it.each(['</script><script>alert(1)</script>', '<!--', '$&', "it's \u2028 & <b>"])(
    'carries %s in its seeds without ending the block, and reads it back exactly',
    (typed) => {
      const seeds = { '/api/public/home': { data: { title: typed } } }
      const out = jsonScript('public-seeds', seeds).text
      const inner = out.slice(out.indexOf('>') + 1, out.lastIndexOf('</script>'))
      expect(inner).not.toMatch(/[<>&\u2028]/)
      expect(JSON.parse(inner)).toEqual(seeds)
    },
  )
})
