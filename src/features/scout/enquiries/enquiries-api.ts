import { api } from '../../../api/client'
import type { DataBody, ListBody } from '../../../api/contract/schemas/common'
import type { Enquiry } from '../../../api/contract/schemas/enquiries'
import { enquiryPaths } from '../../../api/contract/terms/paths'
import { noticeDone } from '../../../api/notices'
import type { EnquiryStatus } from '../../../machines/enquiry-status.machine'

// The scout's enquiries: send one about a player, read them, withdraw or write back.

const paths = enquiryPaths('scout')

export async function sendEnquiry(pid: string, message: string) {
  const res = await api<DataBody<Enquiry>>(paths.list, {
    method: 'POST',
    body: { pid, message },
    quiet: true,
  })
  noticeDone('Your enquiry is sent. The answer will be mailed to you and shown under Enquiries.')
  return res.data
}

export const listMyEnquiries = (query: { page: number; limit: number }, signal?: AbortSignal) =>
  api<ListBody<Enquiry>>(paths.list, { query, signal })

export const loadMyEnquiry = (uid: string) => api<DataBody<Enquiry>>(paths.one(uid)).then((r) => r.data)

export async function actOnMyEnquiry(uid: string, status: EnquiryStatus, message?: string) {
  const res = await api<DataBody<Enquiry>>(paths.one(uid), {
    method: 'PUT',
    body: { status, ...(message ? { message } : {}) },
    quiet: true,
  })
  noticeDone(status === 'withdrawn' ? 'The enquiry is withdrawn.' : 'Your reply is sent.')
  return res.data
}
