import { type UploadKind, uploadLimits } from '../../../api/contract/schemas/players-media'

// The client's first look at a chosen file, with the same limits the server enforces (docs/security.md): a wrong
// type or an oversize file is named before minutes are spent uploading it. The server still checks the bytes.

export function uploadProblem(kind: UploadKind, file: File): string | null {
  const limit = uploadLimits[kind]
  if (!(limit.types as readonly string[]).includes(file.type)) {
    const names = limit.types.map((t) => (t.split('/')[1] ?? t).toUpperCase()).join(', ')
    return `${file.name} is not a ${names} file`
  }
  if (file.size > limit.bytes)
    return `${file.name} is larger than ${Math.round(limit.bytes / 1024 / 1024)} MB`
  return null
}

/** The message of a refused write, whichever way it failed (API client or outbox). */
export const failureText = (error: unknown, fallback: string) =>
  (error as { message?: string } | null)?.message || fallback
