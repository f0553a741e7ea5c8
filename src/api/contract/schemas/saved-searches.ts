import { z } from 'zod'
import { type AlertFrequency, alertFrequencies, SAVED_SEARCH_NAME_MAX } from '../terms/saved-searches'
import {
  filterBodyOf,
  type QueryKey,
  queryFromParams,
  queryKeyOfIssue,
  queryKeys,
} from '../terms/scout-filter-query'
import { playerFilterBody } from './scout-filter'

// A saved search as the API writes it: a name, the Players screen's fields (by their key in the address, so
// opening it restores the screen exactly) and an alert frequency. The fields are checked by the filter's own
// schema, and a refusal names the screen's field to fix (`filter.age_max`).

const name = z
  .string()
  .trim()
  .min(1, { message: 'Give the search a name' })
  .max(SAVED_SEARCH_NAME_MAX, { message: `At most ${SAVED_SEARCH_NAME_MAX} characters` })
const alert = z.enum(alertFrequencies, { message: 'Alerts are at once, daily, weekly or off' })

const filter = z
  .record(z.string(), z.string().max(200, { message: 'At most 200 characters' }))
  .superRefine((fields, ctx) => {
    const unknown = Object.keys(fields).find((key) => !queryKeys.includes(key as QueryKey))
    if (unknown)
      return ctx.addIssue({ code: 'custom', path: [unknown], message: `There is no filter “${unknown}”` })
    if (!Object.values(fields).some((v) => v.trim()))
      return ctx.addIssue({ code: 'custom', path: [], message: 'Type a name or choose a filter to save' })
    const body = filterBodyOf(queryFromParams({ get: (key) => fields[key] ?? null }), 25)
    const checked = playerFilterBody.safeParse(body)
    for (const issue of checked.success ? [] : checked.error.issues)
      ctx.addIssue({
        code: 'custom',
        path: [queryKeyOfIssue(issue.path.join('.')) ?? issue.path.join('.')],
        message: issue.message,
      })
  })
  // Only the fields that say something are kept: the address leaves empty ones out too.
  .transform((fields) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim())))

export const savedSearchBody = z.object({ name, filter, alert: alert.default('off') })
export const savedSearchChange = z.object({
  name: name.optional(),
  filter: filter.optional(),
  alert: alert.optional(),
})

export interface SavedSearch {
  uid: string
  name: string
  /** The screen's fields by their key in the address. */
  filter: Partial<Record<QueryKey, string>>
  alert: AlertFrequency
  created_at: string
  updated_at: string
}
