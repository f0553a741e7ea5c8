import type { FastifyReply } from 'fastify'

/**
 * An answer whose JSON is already written (a page PostgreSQL wrote as JSON: db/reads/json-rows.ts; a public
 * answer hashed for its ETag): sent as it is, not serialised again.
 */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json)
