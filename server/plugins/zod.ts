import type { FastifyInstance, FastifySchema, FastifyTypeProvider } from 'fastify'
import fp from 'fastify-plugin'
import type { z } from 'zod'
import '../../src/api/contract/schemas/validation-words'
import { controlCharacterError } from '../../src/rules/control-characters'

// Routes declare zod schemas from src/api/contract; zod validates (stripping unknown fields) and types requests.
// Control characters are refused before any contract sees the input (src/rules/control-characters.ts).

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown
}

export const zodPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    const control = controlCharacterError(data)
    if (control) return { error: control as unknown as Error }
    const result = schema.safeParse(data)
    return result.success ? { value: result.data } : { error: result.error as unknown as Error }
  })
  // Responses are built by presenters; no response schemas are compiled.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
})

export type RouteSchema = FastifySchema
