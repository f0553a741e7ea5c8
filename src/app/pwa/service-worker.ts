import { Workbox } from 'workbox-window'
import { setShellStored } from '../../ui/offline-ready'
import { whenNotEditing } from '../../ui/use-editing-guard'

// Registers the generated service worker (vite-plugin-pwa, see config/pwa-options.ts) and tracks whether a new
// version is installed and waiting. The page — never the worker — decides when to switch: only after the
// user asked for it and only while no form is dirty (docs/decisions/0008-pwa-shell-and-updates.md).

let workbox: Workbox | undefined
let waiting = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of [...listeners]) listener()
}

/** How often a long-open tablet asks the server for a new version. */
const UPDATE_CHECK_MS = 30 * 60_000

export function registerServiceWorker(): void {
  // Dev (vite serve) has no generated worker; browsers without service workers simply stay online-only.
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  workbox = new Workbox('/sw.js', { scope: '/' })
  // Also fires at start when a version was already waiting from an earlier visit.
  workbox.addEventListener('waiting', () => {
    waiting = true
    notify()
  })
  void startWorker(workbox)
}

/**
 * Registers the worker, then checks for a new version now and then. A registration can fail (a private window
 * or a browser setting that forbids workers, an unreachable /sw.js, a browser whose `register` answers nothing):
 * the app then simply runs without offline copies or updates, as before the first visit, so the failure is
 * noted in the console and never reaches the page as an uncaught error.
 */
async function startWorker(wb: Workbox) {
  try {
    await wb.register()
  } catch (error) {
    workbox = undefined
    console.warn('The app runs without its service worker (no offline use):', error)
    return
  }
  // `ready` resolves once a worker is active — after its install step stored the whole shell. The first visit's
  // page is claimed then too (config/pwa-options.ts), so it works offline without a reload.
  void navigator.serviceWorker.ready.then(() => setShellStored(true))
  setInterval(() => void wb.update(), UPDATE_CHECK_MS)
}

export const isUpdateWaiting = (): boolean => waiting

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The user clicked "Reload": activate the waiting worker, then reload once it controls this page. Both steps
 * wait for every dirty form to be saved or abandoned first.
 */
export async function applyUpdate(): Promise<void> {
  const wb = workbox
  if (!wb || !waiting) return
  await whenNotEditing()
  let reloading = false
  wb.addEventListener('controlling', async () => {
    if (reloading) return
    reloading = true
    await whenNotEditing()
    window.location.reload()
  })
  wb.messageSkipWaiting()
}
