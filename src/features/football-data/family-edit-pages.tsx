import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { createRecord, updateRecord } from '../../api/family-writes'
import { type FamilyRecord, getRecord } from '../../api/records'
import { toApiError } from '../../api/request-rules'
import { useRecord } from '../../api/use-read'
import { useDocumentTitle } from '../../ui/use-document-title'
import { FamilyForm } from './family-form'
import type { FamilyScreen } from './family-registry'

// Creating and editing a record. A write the tablet could not deliver is kept in its outbox: the user is told it
// waits to sync and carries on. A stale edit (someone changed the record meanwhile) shows the newer record.

export function NewRecordPage({ family }: { family: FamilyScreen }) {
  useDocumentTitle(`New ${family.label}`)
  const [, navigate] = useLocation()
  const params = new URLSearchParams(useSearch())
  const initial = Object.fromEntries(
    Object.keys(family.filters).flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : [])),
  )
  return (
    <>
      <div className="page-head">
        <h1>New {family.label}</h1>
      </div>
      <FamilyForm
        family={family}
        initial={initial}
        onCancel={() => history.back()}
        onSubmit={async (body) => {
          const result = await createRecord(family.path, family.label, body)
          if (result.pending) navigate(`/${family.slug}`)
          else navigate(`/${family.slug}/${(result.data as FamilyRecord).uid}`)
        }}
      />
    </>
  )
}

export function EditRecordPage({ family, id }: { family: FamilyScreen; id: string }) {
  useDocumentTitle(`Edit ${family.label}`)
  const [, navigate] = useLocation()
  const read = useRecord(() => getRecord(family.path, id), [family.path, id])
  // After a conflict the form shows the server's current version instead of the one first loaded.
  const [current, setRecord] = useState<FamilyRecord>()
  const record = (current?.uid === id ? current : undefined) ?? read.data
  const failed = read.error !== undefined
  const [conflict, setConflict] = useState(false)
  if (failed)
    return (
      <p className="form-message" data-kind="error" role="alert">
        This {family.label} could not be loaded.
      </p>
    )
  if (!record) return null
  return (
    <>
      <div className="page-head">
        <h1>Edit {String(record[family.titleKey] ?? family.label)}</h1>
      </div>
      {conflict ? (
        <p className="form-message" data-kind="error" role="alert">
          Someone else changed this record meanwhile: their version is shown, make your change again.
        </p>
      ) : null}
      <FamilyForm
        key={record.version}
        family={family}
        record={record}
        onCancel={() => navigate(`/${family.slug}/${id}`)}
        onSubmit={async (changes) => {
          try {
            await updateRecord(family.path, family.label, id, record.version, changes)
            navigate(`/${family.slug}/${id}`)
          } catch (error) {
            const current = toApiError(error).current as FamilyRecord | undefined
            if (current) {
              setRecord(current)
              setConflict(true)
              return
            }
            throw error
          }
        }}
      />
    </>
  )
}
