import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/common'
import { apiBase } from '../../../api/contract/paths'
import type { ScoutNote } from '../../../api/contract/scout-notes'
import { noticeDeleted, noticeDone, noticeSaved } from '../../../api/notices'

// The scout's private notes and the message to the provider.

const base = apiBase.scout

export const loadNotes = (pid?: string) =>
  api<DataBody<ScoutNote[]>>(`${base}/notes`, { query: { pid } }).then((r) => r.data)

export async function addNote(text: string, pid?: string) {
  const res = await api<DataBody<ScoutNote>>(`${base}/notes`, {
    method: 'POST',
    body: { text, pid },
    quiet: true,
  })
  noticeSaved('note')
  return res.data
}

export async function removeNote(uid: string) {
  await api(`${base}/notes/${uid}`, { method: 'DELETE' })
  noticeDeleted('note')
}

export async function contactProvider(subject: string, message: string) {
  await api(`${base}/contact`, { method: 'POST', body: { subject, message }, quiet: true })
  noticeDone('Your message is sent. The provider answers by mail, usually within a working day.')
}
