import type { Db } from '../../db/client'
import { type MailConfig, sendDueAlertMail } from './alert-mail'
import { dailyAlerts } from './daily-alerts'
import { evaluateWaitingEvents } from './evaluate-event'

// The alerts worker each server runs (started and stopped by server/plugins/alerts.ts), run as the mail outbox's
// delivery queue is (server/adapters/mail-delivery.ts): a pass evaluates every waiting event, then queues the
// alert mail that is due; the daily job runs with the first pass and then hourly. Every server on a database
// runs one: the queue's claims and the items' keys make their work add up to once (decision 0058).

export interface AlertWorker {
  /** One pass now (what tests and the bench wait on); answers how many events it evaluated. */
  runNow(): Promise<number>
  /** The daily job now. */
  runDaily(): Promise<void>
  stop(): Promise<void>
}

const HOUR = 3_600_000

export function alertWorker(
  db: Db,
  options: MailConfig & { pollMs?: number; log: (message: string, fields: object) => void },
): AlertWorker {
  let running: Promise<number> | undefined
  let again = false
  let stopped = false
  let lastDaily = 0

  async function pass() {
    const evaluated = await evaluateWaitingEvents(db, () => stopped)
    if (!stopped && Date.now() - lastDaily >= HOUR) {
      lastDaily = Date.now()
      await dailyAlerts(db)
    }
    if (!stopped) await sendDueAlertMail(db, options)
    return evaluated
  }

  const runNow = (): Promise<number> => {
    if (running) {
      again = true
      return running
    }
    running = pass()
      .catch((error: Error) => {
        options.log('alerts pass failed, will retry', { error: error.message })
        return 0
      })
      .finally(() => {
        running = undefined
        if (again && !stopped) {
          again = false
          void runNow()
        }
      })
    return running
  }

  const timer = setInterval(() => void runNow(), options.pollMs ?? 1000).unref()
  return {
    runNow,
    runDaily: () => dailyAlerts(db),
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
