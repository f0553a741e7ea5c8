import type { FastifyInstance } from 'fastify'
import {
  profileUpdateBody,
  registerBody,
  username,
  validateUsernameQuery,
} from '../../../src/api/contract/auth'
import {
  createAccount,
  findAccountByEmail,
  isUsernameTaken,
  presentProfile,
  updateProfile,
} from '../../domain/accounts/accounts'
import { isCommonPassword } from '../../domain/accounts/passwords'
import { httpError } from '../../plugins/errors'
import { enforce, ipKey, limits } from '../../plugins/rate-limit'
import { signIn } from '../../plugins/session'
import type { ZodTypeProvider } from '../../plugins/zod'

// A scout's own account: registration, the username check while typing, and the profile.
export async function scoutAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, config } = app.deps

  app.get(
    '/validate_username',
    { config: { auth: 'public' }, schema: { querystring: validateUsernameQuery } },
    async (request) => {
      await enforce(db, [[`username:ip:${ipKey(request)}`, limits.usernamePerIp]])
      const wanted = request.query.username
      const shape = username.safeParse(wanted)
      if (!shape.success)
        return { data: { username: wanted, available: false, message: shape.error.issues[0]?.message } }
      const taken = await isUsernameTaken(db, shape.data)
      return {
        data: {
          username: shape.data,
          available: !taken,
          ...(taken ? { message: 'This username is taken' } : {}),
        },
      }
    },
  )

  app.post(
    '/register',
    { config: { auth: 'public' }, schema: { body: registerBody } },
    async (request, reply) => {
      await enforce(db, [[`register:ip:${ipKey(request)}`, limits.registerPerIp]])
      const body = request.body
      const issues: { path: string; message: string }[] = []
      if (isCommonPassword(body.password))
        issues.push({ path: 'password', message: 'This password is too common: choose another' })
      if (await isUsernameTaken(db, body.username))
        issues.push({ path: 'username', message: 'This username is taken' })
      if (await findAccountByEmail(db, 'scout', body.email))
        issues.push({
          path: 'email',
          message: 'An account with this email already exists: sign in or reset the password',
        })
      if (issues.length) throw httpError(400, issues[0]!.message, 'VALIDATION', { issues })
      const account = await createAccount(db, { role: 'scout', ...body, name: body.username })
      await signIn(db, request, reply, account, config.isProduction)
      return reply.status(201).send({ data: presentProfile(account) })
    },
  )

  app.get('/profile', { config: { auth: 'scout' } }, async (request) => ({
    data: presentProfile(request.account!),
  }))

  app.put('/profile', { config: { auth: 'scout' }, schema: { body: profileUpdateBody } }, async (request) => {
    const updated = await updateProfile(db, request.account!.uid, request.body)
    return { data: presentProfile(updated!) }
  })
}
