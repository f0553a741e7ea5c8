import { api } from '../../../api/client'
import { noticeDone } from '../../../api/notices'
import type { EnquiryStatus } from '../../../machines/enquiry-status.machine'
import { statusLabel } from '../../../ui/enquiry/enquiry-thread'

// The admin's change of an enquiry (PUT enquire/{id}); the scout is mailed by the server.

export async function answerEnquiry(uid: string, status: EnquiryStatus, message?: string) {
  await api(`/api/admin/enquire/${uid}`, {
    method: 'PUT',
    body: { status, ...(message ? { message } : {}) },
    quiet: true,
  })
  noticeDone(`The enquiry is ${statusLabel[status].toLowerCase()}; the scout has a mail.`)
}
