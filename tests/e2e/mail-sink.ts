import fs from 'node:fs'
import { SMTPServer } from 'smtp-server'

// Playwright's global setup: a real SMTP server (smtp-server) the app under test sends its mail to
// (SMTP_URL in playwright.config.ts). Each mail is written as a JSON file to E2E_MAIL_DIR, where any test
// worker reads it (tests/e2e/mail.ts). Returns the teardown that closes it.

export default async function startMailSink() {
  const dir = process.env.E2E_MAIL_DIR!
  const port = Number(process.env.E2E_SMTP_PORT)
  fs.mkdirSync(dir, { recursive: true })
  let n = 0
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        fs.writeFileSync(`${dir}/${Date.now()}-${++n}.json`, JSON.stringify(mail))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => sink.listen(port, '127.0.0.1', resolve))
  return () => new Promise<void>((resolve) => sink.close(() => resolve()))
}
