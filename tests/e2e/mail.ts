import fs from 'node:fs'
import { expect } from '@playwright/test'

// Reading what the app mailed during the run (the SMTP sink of mail-sink.ts writes each mail to a file).

const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The newest mail to `address` (waits up to 10 s for it), as decoded text. */
export async function mailTo(address: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!
  let found: string | undefined
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : []
        for (const file of files) {
          const mail = JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')) as { to: string[]; raw: string }
          if (mail.to.includes(address.toLowerCase())) {
            found = decodeQuotedPrintable(mail.raw)
            return true
          }
        }
        return false
      },
      { timeout: 10_000, message: `a mail to ${address}` },
    )
    .toBe(true)
  return found!
}
