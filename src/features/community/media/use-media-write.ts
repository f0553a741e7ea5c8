import { useState } from 'react'
import { useUploadProgress, wasCancelled } from '../../../connected/upload-progress'
import { failureText } from './upload-check'

// One way a media panel (gallery, reports) writes: run the write, say what happened — done, waiting on this
// device, cancelled by the member, or why it failed — and reload the panel's list so it shows what was stored.

export type MediaMessage = { kind: 'error' | 'success'; text: string } | null

export function useMediaWrite(reload: () => void) {
  const [message, setMessage] = useState<MediaMessage>(null)
  const uploads = useUploadProgress()
  const write = async (run: () => Promise<{ pending: boolean }>, done: string) => {
    try {
      const result = await run()
      setMessage({ kind: 'success', text: result.pending ? 'Saved on this device; it will sync.' : done })
      reload()
    } catch (e) {
      if (wasCancelled(e)) setMessage({ kind: 'success', text: 'Upload cancelled: nothing was kept.' })
      else setMessage({ kind: 'error', text: failureText(e, 'That did not work.') })
    } finally {
      uploads.finish()
    }
  }
  return { message, setMessage, uploads, write }
}
