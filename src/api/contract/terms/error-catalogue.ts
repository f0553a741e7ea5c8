// The error catalogue (docs/spec.md#error-catalogue): what a user is told when a call fails. Isomorphic so the
// session-guard machine, the API client and tests all read the same words.

export const errorCatalogue = {
  500: 'Internal Server Error try again later',
  401: 'User not authenticated Please login',
  other: 'Something went wrong',
} as const

/** The catalogue message for an HTTP status; a missing status (network failure) is "other". */
export function catalogueMessage(status: number | undefined): string {
  if (status === 500) return errorCatalogue[500]
  if (status === 401) return errorCatalogue[401]
  return errorCatalogue.other
}
