import { sql } from 'drizzle-orm'
import { accounts } from '../../db/schema/index'

// What colleagues are called beside what they did (a report's author, who added a list entry, a comment): the
// account's name, else its username — never its address. Read through a left join on `accounts`: a row whose
// author's account is gone gives null, which the callers show as "A former member".

export const personName = sql<string | null>`coalesce(${accounts.name}, ${accounts.username})`

export const FORMER_MEMBER = 'A former member'
