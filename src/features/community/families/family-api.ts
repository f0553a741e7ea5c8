import { uuidv7 } from 'uuidv7'
import { communityWrite } from '../../../api/community-write'
import { type FamilyRecord, pathsFor } from '../../../api/records'

// Writes of the generic football screens. They go through communityWrite, so a tablet that loses the network
// keeps them in its outbox; records made here get their uid on the device (UUIDv7). Reads: src/api/records.ts.

export function createRecord(path: string, body: Record<string, unknown>) {
  const uid = (body.uid as string | undefined) ?? uuidv7()
  return communityWrite<FamilyRecord>({
    method: 'POST',
    url: pathsFor(path).list,
    body: { ...body, uid },
    recordUid: uid,
  })
}

export function updateRecord(path: string, uid: string, version: number, changes: Record<string, unknown>) {
  return communityWrite<FamilyRecord>({
    method: 'PUT',
    url: pathsFor(path).one(uid),
    body: { ...changes, version },
    recordUid: uid,
    baseVersion: version,
  })
}

export function deleteRecord(path: string, uid: string, version: number) {
  return communityWrite<FamilyRecord>({
    method: 'DELETE',
    url: pathsFor(path).one(uid),
    body: { version },
    recordUid: uid,
    baseVersion: version,
  })
}
