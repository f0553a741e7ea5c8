import { parseArgs } from 'node:util'
import { email as emailSchema, password as passwordSchema } from '../../src/api/contract/schemas/auth'
import { loadConfig } from '../config'
import { createAccount, findAccountByEmail } from '../domain/accounts/accounts'
import { isCommonPassword } from '../domain/accounts/passwords'
import { openMigratedDatabase } from '../start'

// Creates an administrator — the way to get the first admin in production, where no demo accounts exist.
// Usage: ADMIN_PASSWORD=… npm run create-admin -- --email boss@club.example [--name "Pat Boss"]

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } })
const email = emailSchema.safeParse(values.email)
const password = passwordSchema.safeParse(process.env.ADMIN_PASSWORD)
if (!email.success || !password.success || isCommonPassword(password.data)) {
  console.error(
    'Usage: ADMIN_PASSWORD=<10-128 characters, not a common one> npm run create-admin -- --email <address>',
  )
  process.exit(2)
}
const database = await openMigratedDatabase(loadConfig())
try {
  if (await findAccountByEmail(database.db, 'admin', email.data)) {
    console.error(`An admin with the email ${email.data} already exists`)
    process.exitCode = 1
  } else {
    const account = await createAccount(database.db, {
      role: 'admin',
      email: email.data,
      password: password.data,
      name: values.name,
    })
    console.log(`Created admin ${account.email} (${account.uid})`)
  }
} finally {
  await database.close()
}
