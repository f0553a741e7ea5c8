import type { VitePWAOptions } from 'vite-plugin-pwa'

// The installable-app settings (docs/decisions/0008-pwa-shell-and-updates.md), kept beside the code that registers the
// service worker. Read by vite.config.ts at build time only; nothing here reaches the browser bundle.

/** Product colours from src/ui/theme.css: the dark pitch green of the top bar and the page canvas. */
export const THEME_COLOR = '#0b2a20'
export const BACKGROUND_COLOR = '#f5f8f6'

export const webManifest = {
  id: '/',
  name: 'Scoutline — football talent scouting',
  short_name: 'Scoutline',
  description:
    'Scout football talent and keep match data: players, teams and game sheets, entered at the stadium even without a network.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['sports', 'productivity'],
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies VitePWAOptions['manifest']

export const pwaOptions: Partial<VitePWAOptions> = {
  // The page decides when to switch versions (src/app/pwa/service-worker.ts): never under a user's edits.
  registerType: 'prompt',
  injectRegister: false,
  // A generated worker is enough: the outbox replays from the page (sync machine), not from the worker.
  strategies: 'generateSW',
  includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'robots.txt'],
  manifest: webManifest,
  workbox: {
    // The whole app shell — every lazy area chunk included — so any route opens offline after one visit.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,woff2,webmanifest,txt}'],
    navigateFallback: '/index.html',
    // API answers are per-user and must never come from a cache; the server's JSON 404 stays reachable. The
    // sandbox's checkout is a server page (a payment provider's, in production Stripe's), never the app shell.
    // The public pages are the server's HTML (decision 0044): read from the network while online (an admin's
    // publish shows at once), the last copy offline, and the app shell for one never opened before. Contact,
    // registration and sign-in are server pages too (decision 0066): a reader moving to one gets the page, not
    // the whole app.
    navigateFallbackDenylist: [
      /^\/api\//,
      /^\/checkout\//,
      /^\/(home|news|packages|about|faq|contact|login|register)(\/[^/]+)?$/,
    ],
    runtimeCaching: [
      {
        // Written out here: workbox copies this function's text into sw.js, where nothing else of ours is.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          /^\/(home|news|packages|about|faq|contact|login|register)(\/[^/]+)?$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'public-pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 60 },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
    ],
    cleanupOutdatedCaches: true,
    // skipWaiting false: a new version waits for the user (the SKIP_WAITING message handler is generated).
    skipWaiting: false,
    // Claim on activation: the first install activates at once, so the first visit's page is controlled without a
    // reload (and works offline); an update activates only once the user said "Reload" (or every tab closed),
    // so claiming never swaps a version under a page.
    clientsClaim: true,
  },
}
