import { api } from '../../../api/client'
import type { DataBody, ListBody } from '../../../api/contract/schemas/common'
import { scoutPaths } from '../../../api/contract/terms/paths'
import type { Checkout, ScoutPackages, Transaction } from '../../../api/contract/terms/payments'

// The scout's packages and payments (docs/api/payments.md). A checkout leaves the app for the provider's page;
// the package is granted by the provider's webhook, and the result page reads the transaction until it settles.

/**
 * The packages and what the scout's includes; `quiet` for screens that only leave out what it does not (a failed
 * read is theirs to handle, not a toast).
 */
export const loadPackages = (options: { quiet?: boolean } = {}) =>
  api<DataBody<ScoutPackages>>(scoutPaths.packages, options).then((r) => r.data)

export const loadTransactions = () => api<ListBody<Transaction>>(scoutPaths.transactions).then((r) => r.data)

export const loadTransaction = (uid: string) =>
  api<DataBody<Transaction>>(scoutPaths.transaction(uid)).then((r) => r.data)

/** Opens a checkout and sends the browser to the provider's page (it comes back to the result page). */
export async function checkout(packageCode: string) {
  const { data } = await api<DataBody<Checkout>>(scoutPaths.payment, {
    query: { package_code: packageCode },
    quiet: true,
  })
  window.location.assign(data.url)
}
