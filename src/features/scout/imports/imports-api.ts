import { api } from '../../../api/client'
import type { ImportChange, ImportLine, ImportPreview } from '../../../api/contract/schemas/club-imports'
import type { DataBody } from '../../../api/contract/schemas/common'
import { clubImportPaths } from '../../../api/contract/terms/paths'
import { noticeDone } from '../../../api/notices'
import { type ProgressWatch, postWithProgress } from '../../../api/progress-upload'

// A club's imports of its own recruitment data (decision 0055), read and written online: a file is looked at
// before anything is written, and what is written can be undone.

const send = async <T>(
  url: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  body?: ImportChange | FormData,
) => (await api<DataBody<T>>(url, { method, ...(body ? { body } : {}), quiet: true })).data

export const loadImports = () => send<ImportLine[]>(clubImportPaths.list, 'GET')
export const loadImport = (id: string) => send<ImportPreview>(clubImportPaths.one(id), 'GET')

/** The file sent and read, its progress told both ways; a Cancel before the preview keeps nothing. */
export async function uploadImport(file: File, watch: ProgressWatch) {
  const form = new FormData()
  form.append('file', file, file.name)
  return (await postWithProgress<DataBody<ImportPreview>>(clubImportPaths.list, form, watch)).data
}

export const changeImport = (id: string, change: ImportChange) =>
  send<ImportPreview>(clubImportPaths.one(id), 'PUT', change)

export async function commitImport(id: string) {
  const done = await send<ImportPreview>(clubImportPaths.commit(id), 'POST')
  const written = done.summary
  noticeDone(
    written?.values
      ? `Written: ${written.values.toLocaleString('en')} values of ${written.players.toLocaleString('en')} players`
      : 'Nothing to write: the club has these values already',
  )
  return done
}

export async function undoImport(id: string, fileName: string, written: boolean) {
  await send<{ status: string }>(clubImportPaths.one(id), 'DELETE')
  noticeDone(written ? `Undone: the values of ${fileName} are removed` : `${fileName} is dropped`)
}
