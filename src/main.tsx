import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { PublicSeedsContext, pageSeeds } from './api/public-seeds'
import { App } from './app/app'
import './ui/theme.css'

// A public page the server rendered (decision 0044) is hydrated from the answers it was rendered with; any
// other page (the areas, the account pages, a public page opened offline from the app shell) renders here.

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const app = (
  <StrictMode>
    <PublicSeedsContext value={pageSeeds()}>
      <App />
    </PublicSeedsContext>
  </StrictMode>
)
// Hydrating in a transition lets React yield to the browser every few milliseconds (a click or a scroll is
// answered at once) instead of walking the whole page in one long task.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app))
else createRoot(root).render(app)
