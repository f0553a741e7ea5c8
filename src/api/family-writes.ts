import { uuidv7 } from 'uuidv7'
import { durableWrite } from './durable-write'
import { noticeDeleted, noticeSaved } from './notices'
import { type FamilyRecord, pathsFor } from './records'

// Writes of the generic football screens. They go through durableWrite, so a tablet that loses the network
// keeps them in its outbox; records made here get their uid on the device (UUIDv7). Reads: src/api/records.ts.

/** `label` names the record in the outcome's notice ("Club saved."). */
export async function createRecord(path: string, label: string, body: Record<string, unknown>) {
  const uid = (body.uid as string | undefined) ?? uuidv7()
  const result = await durableWrite<FamilyRecord>({
    method: 'POST',
    url: pathsFor(path).list,
    body: { ...body, uid },
    recordUid: uid,
  })
  noticeSaved(label, result.pending)
  return result
}

/** A record made from its name alone (a league typed into the team form): its uid, sent or waiting to sync. */
export async function createNamed(path: string, label: string, name: string): Promise<string> {
  const uid = uuidv7()
  await createRecord(path, label, { uid, name })
  return uid
}

export async function updateRecord(
  path: string,
  label: string,
  uid: string,
  version: number,
  changes: Record<string, unknown>,
) {
  const result = await durableWrite<FamilyRecord>({
    method: 'PUT',
    url: pathsFor(path).one(uid),
    body: { ...changes, version },
    recordUid: uid,
    baseVersion: version,
  })
  noticeSaved(label, result.pending)
  return result
}

export async function deleteRecord(path: string, label: string, uid: string, version: number) {
  const result = await durableWrite<FamilyRecord>({
    method: 'DELETE',
    url: pathsFor(path).one(uid),
    body: { version },
    recordUid: uid,
    baseVersion: version,
  })
  noticeDeleted(label, result.pending)
  return result
}
