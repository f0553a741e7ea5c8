import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { ShareBody } from '../../../api/contract/schemas/share-links'
import { sharePaths } from '../../../api/contract/terms/paths'
import type { CreatedShare, ShareLink } from '../../../api/contract/terms/share-links'
import { noticeDone } from '../../../api/notices'

// A scout's read-only links. Made online only: a link is made to be handed on at once, and its address is shown
// this one time (the server keeps only its hash).

export const loadShares = () => api<DataBody<ShareLink[]>>(sharePaths.shares).then((body) => body.data)

export const createShare = (body: ShareBody) =>
  api<DataBody<CreatedShare>>(sharePaths.shares, { method: 'POST', body: { ...body }, quiet: true }).then(
    (answer) => answer.data,
  )

export async function revokeShare(id: string) {
  await api(sharePaths.share(id), { method: 'DELETE' })
  noticeDone('Link withdrawn: it no longer opens')
}
