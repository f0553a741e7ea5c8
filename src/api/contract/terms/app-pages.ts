// The addresses the app draws a page at (its route table: src/app/routes.tsx). The server sends the app for any
// address (the app then shows its not-found page), but answers 404 for one not here: a mistyped or dead link is
// then not taken for a page by search engines, caches and link checkers.

const pages = new Set([
  '/',
  '/home',
  '/news',
  '/packages',
  '/about',
  '/faq',
  '/contact',
  '/join',
  '/login',
  '/forget-password',
  '/register',
  '/confirm-email',
])
/** A page per item: `/news/{slug}`, `/shared/{token}`. */
const itemPages = ['/news/', '/shared/']
/** The signed-in areas: the area itself draws its sections and its own not-found page. */
const areas = ['/scout', '/community', '/admin']

/** Whether the app draws a page at this path (without its query). */
export function isAppPage(path: string): boolean {
  if (pages.has(path)) return true
  if (itemPages.some((prefix) => path.startsWith(prefix) && /^[^/]+$/.test(path.slice(prefix.length))))
    return true
  return areas.some((area) => path === area || path.startsWith(`${area}/`))
}
