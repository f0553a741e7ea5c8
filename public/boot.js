// The shell of a server-rendered public page (docs/decisions/0044): the page is readable as it arrives, so its
// script loads after the first paint — the modules the page needs are asked for together (modulepreload) and the
// entry started, in the task after the next frame. A classic script beside the page (the CSP allows no inline
// script); the server writes the entry and the modules into its data attributes.
;(() => {
  const script = document.currentScript
  const entry = script && script.dataset.entry
  if (!entry) return
  const start = () =>
    setTimeout(() => {
      for (const href of (script.dataset.modules || '').split(' ').filter(Boolean)) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = href
        document.head.appendChild(link)
      }
      import(entry)
    }, 0)
  if (document.visibilityState === 'hidden') start()
  else requestAnimationFrame(start)
})()
