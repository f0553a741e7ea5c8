import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PublicSeeds } from '../../../src/api/contract/schemas/public-site'
import { html, jsonScript, SafeHtml, spliceHtml } from '../../http/html-template'
import { type PageHead, withPageHead } from '../../plugins/page-meta'

// A public page as the server sends it (decision 0044): the built index.html with the page's head, its HTML
// rendered by the browser's own components (dist-ssr/public-render.js, built by `npm run build`), the answers it
// was rendered from for the browser to hydrate with, and the stylesheet and modules of the page's lazy chunk, so
// it is styled at first paint and its script is fetched beside the shell's, not after it.

type RenderPublicPage = (url: string, seeds: PublicSeeds) => Promise<string>

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export interface PageRenderer {
  /** The page's HTML; without the server build (a plain `vite build`) the head and seeds only. */
  page(url: string, seeds: PublicSeeds, head: PageHead, chunk?: string): Promise<string>
}

/** Undefined without a browser build (API tests): the pages are then not served at all. */
export async function loadPageRenderer(
  distDir: string,
  onRenderFailed: (error: unknown, url: string) => void,
): Promise<PageRenderer | undefined> {
  const indexFile = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexFile)) return undefined
  const ssrEntry = path.resolve(distDir, '..', 'dist-ssr', 'public-render.js')
  const render = fs.existsSync(ssrEntry)
    ? ((await import(pathToFileURL(ssrEntry).href)) as { renderPublicPage: RenderPublicPage })
        .renderPublicPage
    : undefined
  const assets = chunkAssets(distDir)
  const inlineStyles = stylesInline(distDir)
  return {
    async page(url, seeds, head, chunk) {
      let body = ''
      if (render)
        body = await render(url, seeds).catch((error: unknown) => {
          onRenderFailed(error, url)
          return ''
        })
      // Read per page as the static plugin sends it: a deploy that replaces dist/ is served at once.
      let out = withPageHead(fs.readFileSync(indexFile, 'utf8'), head)
      if (chunk) out = spliceHtml(out, '</head>', html`${assets(chunk)}</head>`)
      if (body) {
        // The page says it needs JavaScript only where it does: a rendered page reads without it.
        out = spliceHtml(out, /<noscript>[^<]*<\/noscript>/, new SafeHtml(''))
        out = afterFirstPaint(out)
      }
      out = spliceHtml(
        out,
        '<div id="root"></div>',
        html`<div id="root">${new SafeHtml(body)}</div>${jsonScript('public-seeds', seeds)}`,
      )
      return inlineStyles(out)
    },
  }
}

/**
 * The page with the shell's JavaScript left to public/boot.js (decisions 0044, 0066): the entry and every module
 * the page preloads are handed to the boot script, which asks for them together on the page's first use (a form
 * field focused, a button pressed): a visitor who only reads runs 1.3 KB of script, not the app.
 */
function afterFirstPaint(page: string): string {
  const modules: string[] = []
  const unloaded = page.replace(
    /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g,
    (_link, href: string) => {
      modules.push(href)
      return ''
    },
  )
  return unloaded.replace(
    /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/,
    (_tag, entry: string) =>
      `<script defer src="/boot.js" data-entry="${entry}" data-modules="${[entry, ...modules].join(' ')}"></script>`,
  )
}

/**
 * The page with its stylesheets written into it: the first paint waits for no other request (the public pages'
 * CSS is ~8 KB compressed in all; on a phone's connection each stylesheet was a further round trip before
 * anything showed). The files are our build's, hashed, so each is read once.
 */
function stylesInline(distDir: string): (page: string) => string {
  const known = new Map<string, string | undefined>()
  const read = (href: string) => {
    if (!known.has(href)) {
      const file = path.join(distDir, href)
      known.set(href, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined)
    }
    return known.get(href)
  }
  return (page) =>
    page.replace(
      /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g,
      (link, href: string) => {
        const css = read(href)
        return css === undefined || css.includes('</') ? link : `<style data-href="${href}">${css}</style>`
      },
    )
}

/** The stylesheets and module preloads of a lazy chunk (by its source path) beyond what index.html loads. */
function chunkAssets(distDir: string): (chunk: string) => SafeHtml[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  if (!fs.existsSync(manifestFile)) return () => []
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into
    into.add(key)
    for (const next of manifest[key].imports ?? []) closure(next, into)
    return into
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  const loaded = entry ? closure(entry) : new Set<string>()
  const known = new Map<string, SafeHtml[]>()
  return (chunk) => {
    const cached = known.get(chunk)
    if (cached) return cached
    const own = [...closure(chunk)].filter((key) => !loaded.has(key)).map((key) => manifest[key]!)
    const tags = [
      ...own
        .flatMap((c) => c.css ?? [])
        .map((file) => html`<link rel="stylesheet" crossorigin href="/${file}">`),
      ...own.map((c) => html`<link rel="modulepreload" crossorigin href="/${c.file}">`),
    ]
    known.set(chunk, tags)
    return tags
  }
}
