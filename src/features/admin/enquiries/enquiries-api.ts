import { api } from '../../../api/client'
import type { DataBody, ListBody } from '../../../api/contract/schemas/common'
import type { Enquiry } from '../../../api/contract/schemas/enquiries'
import { enquiryPaths } from '../../../api/contract/terms/paths'
import { noticeDone } from '../../../api/notices'
import type { EnquiryStatus } from '../../../machines/enquiry-status.machine'
import { statusLabel } from '../../../ui/enquiry/enquiry-thread'

// The admin's enquiry calls: search and filter the list, read one, change its status (PUT enquire/{id}; the
// server mails the scout).

const paths = enquiryPaths('admin')

export const listEnquiries = (
  query: { search?: string; status?: EnquiryStatus; page: number; limit: number },
  signal?: AbortSignal,
) => api<ListBody<Enquiry>>(paths.list, { query, signal })

export const loadEnquiry = (uid: string) => api<DataBody<Enquiry>>(paths.one(uid)).then((r) => r.data)

export async function answerEnquiry(uid: string, status: EnquiryStatus, message?: string) {
  await api(paths.one(uid), {
    method: 'PUT',
    body: { status, ...(message ? { message } : {}) },
    quiet: true,
  })
  noticeDone(`The enquiry is ${statusLabel[status].toLowerCase()}; the scout has a mail.`)
}
