import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import {
  type ContentItem,
  type ContentKindInfo,
  contentKind,
} from '../../../api/contract/schemas/site-content'
import { adminPaths } from '../../../api/contract/terms/admin-paths'
import { noticeDeleted, noticeSaved } from '../../../api/notices'

// The admin's content calls at the spec's paths (site-content.ts): a list or a single page, a save (JSON, or a
// form with the picture when one is chosen — text fields first, then the file), a delete and a new order.

const itemUrl = (pattern: string, uid: string) => adminPaths.content(pattern.replace(':id', uid))

export const loadContent = (info: ContentKindInfo) =>
  api<DataBody<ContentItem[] | ContentItem | null>>(adminPaths.content(info.path)).then((r) => r.data)

function bodyOf(fields: Record<string, unknown>, picture: File | null) {
  if (!picture) return fields
  const form = new FormData()
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.append(key, String(value))
  form.append('pic', picture)
  return form
}

/** Creates (no uid) or updates an item; a single page is always PUT (about: POST, as the spec spells it). */
export async function saveContent(
  info: ContentKindInfo,
  uid: string | null,
  fields: Record<string, unknown>,
  picture: File | null,
): Promise<ContentItem> {
  const body = bodyOf(fields, picture)
  const request = info.single
    ? {
        url: adminPaths.content(info.path),
        method: info.kind === 'about' ? ('POST' as const) : ('PUT' as const),
      }
    : uid
      ? { url: itemUrl(info.itemPaths.put, uid), method: 'PUT' as const }
      : { url: adminPaths.content(info.path), method: 'POST' as const }
  const saved = await api<DataBody<ContentItem>>(request.url, { method: request.method, body, quiet: true })
  noticeSaved(info.label)
  return saved.data
}

export async function deleteContent(info: ContentKindInfo, uid: string) {
  await api(itemUrl(info.itemPaths.delete, uid), { method: 'DELETE' })
  noticeDeleted(info.label)
}

export const reorderContent = (info: ContentKindInfo, uids: string[]) =>
  api<DataBody<ContentItem[]>>(adminPaths.contentOrder(info.path), {
    method: 'PUT',
    body: { uids },
  }).then((r) => r.data)

export { contentKind }
