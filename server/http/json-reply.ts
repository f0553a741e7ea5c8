import type { FastifyReply } from 'fastify'
import type { JsonPage } from '../db/reads/json-rows'

/**
 * An answer whose JSON is already written (a page PostgreSQL wrote as JSON: db/reads/json-rows.ts; a public
 * answer hashed for its ETag): sent as it is, not serialised again.
 */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json)

/** A list's page whose rows PostgreSQL wrote as JSON, as the API's list body. */
export const sendJsonPage = (reply: FastifyReply, page: JsonPage) =>
  sendJsonText(reply, `{"data":${page.json},"meta":${JSON.stringify(page.meta)}}`)
