import { PassThrough } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { PROGRESS_LINES } from '../../src/api/contract/terms/long-answers'
import { DomainError } from '../domain/support/errors'
import { domainAnswer } from './domain-answer'

// A long answer told as it goes (decision 0067): a client that asks for `application/x-ndjson` gets 200 at once and
// then one JSON line per step — `{"stage":"reading","done":…,"total":…}` — and a last line with the answer's own
// status: `{"status":201,"data":…}`, or `{"status":400,"message":…,"code":…}`. Nothing is kept on the server
// between lines: the request carries its own progress, so any server of several can answer it. Any other client
// gets the plain answer.

export const wantsProgress = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes(PROGRESS_LINES)

export type Say = (line: { stage: string; done?: number; total?: number }) => void

/** Runs `work`, its steps said as lines, then its result or its failure as the last line. */
export function answerWithProgress(
  reply: FastifyReply,
  status: number,
  work: (say: Say) => Promise<unknown>,
) {
  const lines = new PassThrough()
  const write = (line: object) => {
    if (!lines.writableEnded) lines.write(`${JSON.stringify(line)}\n`)
  }
  work((line) => write(line))
    .then(
      (data) => write({ status, data }),
      (error: unknown) => {
        if (error instanceof DomainError)
          return write({ status: domainAnswer(error).status, ...domainAnswer(error).body })
        reply.log.error({ err: error }, 'a long answer failed')
        write({ status: 500, message: 'Something went wrong on our side: try again', code: 'INTERNAL' })
      },
    )
    .finally(() => lines.end())
  return reply.status(200).header('content-type', `${PROGRESS_LINES}; charset=utf-8`).send(lines)
}
