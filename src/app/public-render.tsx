import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import type { PublicSeeds } from '../api/contract/schemas/public-site'
import { PublicSeedsContext } from '../api/public-seeds'
import { App } from './app'

// The server's entry (decision 0044): the public pages rendered to HTML by the very components the browser
// hydrates, at the page's address, from the answers the server read for it (the seeds it also writes into the
// page). Built by `vite build --ssr` into dist-ssr/ (vite.config.ts) and loaded by server/areas/public/page-renderer.ts;
// it waits for the page's lazy chunk, so the HTML is the whole page, never a spinner.

export async function renderPublicPage(url: string, seeds: PublicSeeds): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <PublicSeedsContext value={new Map(Object.entries(seeds))}>
        <Router ssrPath={url}>
          <App />
        </Router>
      </PublicSeedsContext>
    </StrictMode>,
  )
  return new Response(prelude).text()
}
