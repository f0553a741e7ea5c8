// Hands a file made in the page (or read from the server) to the browser's downloads, under its name.
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the object URL; the browser may release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
