import { uuidv7 } from 'uuidv7'
import type { VisitorContactBody } from '../../../src/api/contract/schemas/public-contact'
import type { Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { contactMessages } from '../../db/schema/index'

// A visitor's message from the public site's /contact page: kept first (a mail that cannot be sent now is not a
// lost message), with who wrote it, then mailed to the provider's address, naming the visitor's address to answer.

export async function contactFromVisitor(db: Db, mailer: Mailer, input: VisitorContactBody, to: string) {
  const uid = uuidv7()
  await db.insert(contactMessages).values({
    uid,
    fromName: input.name,
    fromEmail: input.email,
    subject: input.subject,
    message: input.message,
  })
  const sent = await mailer
    .send({
      to,
      subject: `[Site contact] ${input.subject}`,
      text: `From ${input.name} <${input.email}>, a visitor of the public site:\n\n${input.message}`,
    })
    .then(
      () => true,
      () => false,
    )
  return { uid, mail_sent: sent }
}
