import MarkdownIt from 'markdown-it'

// News and page text is written in Markdown and shown as HTML. markdown-it with raw HTML switched off escapes
// every tag an admin types (a <script> or an onerror= arrives as text), and refuses javascript:, vbscript: and
// data: links except images — so the HTML it renders is safe to put on a page as it is.

const md = new MarkdownIt({ html: false, linkify: true, typographer: true })

// Links leave the site in a new tab, without handing it the page (rel=noopener) or our referrer.
const defaultLink =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = tokens[idx]!.attrGet('href') ?? ''
  if (/^https?:\/\//.test(href)) {
    tokens[idx]!.attrSet('target', '_blank')
    tokens[idx]!.attrSet('rel', 'noopener noreferrer')
  }
  return defaultLink(tokens, idx, options, env, self)
}

export const renderMarkdown = (source: string | null | undefined): string | null =>
  source ? md.render(source) : null
