// The shell of a server-rendered public page (docs/decisions/0044): the page is readable as it arrives, so its
// script loads after the first paint. In the task after the next frame the entry is imported; in the task after
// that the modules the page needs are asked for together (modulepreload: asking for them costs the main thread
// tens of milliseconds on a phone, so not in the same task). A classic script beside the page (the CSP allows no
// inline script); the server writes the entry and the modules into its data attributes.
;(() => {
  const script = document.currentScript
  const entry = script && script.dataset.entry
  if (!entry) return
  const preload = () => {
    const links = (script.dataset.modules || '')
      .split(' ')
      .filter((href) => href !== entry && /^\/assets\/[\w.-]+\.js$/.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    document.head.insertAdjacentHTML('beforeend', links.join(''))
  }
  const start = () =>
    setTimeout(() => {
      import(entry)
      setTimeout(preload, 0)
    }, 0)
  if (document.visibilityState === 'hidden') start()
  else requestAnimationFrame(start)
})()
