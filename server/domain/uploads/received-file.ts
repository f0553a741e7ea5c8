import type { UploadKind } from '../../../src/api/contract/schemas/players-media'

// A file the HTTP layer has read off a request and stored under its final name (plugins/uploads-receive.ts),
// as the domain receives it: the domain records it in `uploads` and links it to its owner. Kept here, not in the
// plugin, so the domain never imports HTTP (decision 0014).

export interface ReceivedFile {
  uid: string
  kind: UploadKind
  /** The client's file name, cleaned: kept only as a download name. */
  originalName: string | null
  storedName: string
  /** Pictures only: the small re-encoded copy. */
  thumbName: string | null
  /** By magic bytes, never the client's claim. */
  mime: string
  sizeBytes: number
  width: number | null
  height: number | null
}
