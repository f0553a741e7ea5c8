// The only script a server-rendered public page runs before it is used (decisions 0044 and 0066). The page is
// whole as it arrives — its text, its links (plain navigations: a public page is the server's, an area's page
// loads the app and its area), its forms (they post to their own page without JavaScript) — so nothing is
// hydrated for a visitor who only reads. On the first use of a form (a field focused, a button pressed) the app's
// entry is imported with the modules the page needs, and it hydrates the page in place, keeping what was typed.
// A classic script beside the page (the CSP allows no inline script); the server writes the entry and the modules
// into its data attributes.
;(() => {
  const script = document.currentScript
  const entry = script && script.dataset.entry
  if (!entry) return
  const uses = ['focusin', 'pointerdown', 'keydown']
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const type of uses) document.removeEventListener(type, onUse, true)
    const links = (script.dataset.modules || '')
      .split(' ')
      .filter((href) => href !== entry && /^\/assets\/[\w.-]+\.js$/.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    document.head.insertAdjacentHTML('beforeend', links.join(''))
    import(entry)
  }
  // A form's field or button: the parts of a public page that react. A link, the page's text: nothing to load.
  const onUse = (event) => {
    const target = event.target
    if (target instanceof Element && target.closest('form, input, textarea, select, button')) start()
  }
  for (const type of uses) document.addEventListener(type, onUse, { capture: true, passive: true })
  // A form field focused before this script ran (autofocus, a quick tap).
  const active = document.activeElement
  if (active && active !== document.body && active.closest('form')) start()
  // The service worker (the offline copies, decision 0008) is the app's to manage once it runs; a reader who
  // never uses a form still gets it, registered when the page is loaded and the browser idle: its install runs
  // in the worker, off this page's thread. The app's own registration of the same script changes nothing.
  const register = () => {
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
  }
  const idle = () => (window.requestIdleCallback ? requestIdleCallback(register) : setTimeout(register, 1))
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
})()
