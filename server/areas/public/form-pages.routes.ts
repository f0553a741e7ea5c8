import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { loginBody, registerBody } from '../../../src/api/contract/schemas/auth'
import { visitorContactBody } from '../../../src/api/contract/schemas/public-contact'
import {
  FORM_CSRF_FIELD,
  type FormPage,
  type FormPageState,
  formPages,
  formSeed,
} from '../../../src/api/contract/terms/form-pages'
import { verifyCredentials } from '../../domain/accounts/credentials'
import { registerScoutAndMail } from '../../domain/accounts/registration'
import { contactFromVisitor } from '../../domain/site-content/visitor-contact'
import { DomainError } from '../../domain/support/errors'
import { statusFor } from '../../http/domain-answer'
import { formTokenMatches } from '../../plugins/csrf'
import type { PageHead } from '../../plugins/page-meta'
import { limited, type RateLimitPolicy, rateLimits } from '../../plugins/rate-limit'
import { signIn } from '../../plugins/session'
import { route } from '../../routes/route-path'
import type { PageRenderer } from './page-renderer'
import { sendPage } from './pages.routes'

// The public forms without JavaScript (decision 0066): /contact, /register and /login are server-rendered pages
// whose form posts application/x-www-form-urlencoded to the page's own address. The POST is checked as the JSON
// API's is — the same zod contract, the same rate limit policy, the same domain call, the CSRF token (in the
// `_csrf` field instead of the header) — and answered with a page: the form again with each problem in words
// beside its field and what was typed kept (never a password), the page's "done" state, or (sign-in) the session
// cookie and a 303 into the scout area. The form encoding is parsed here only: the JSON API still refuses it.

type Outcome = { state: FormPageState } | { redirect: string }

interface FormSpec<S extends z.ZodType> {
  page: FormPage
  schema: S
  /** The fields answered back as typed when the form is shown again (never a password). */
  keep: readonly string[]
  policy: RateLimitPolicy
  head: (url: string) => PageHead
  /** The lazy chunk of the page's screen (src/app/routes.tsx): its stylesheet comes with the page. */
  chunk: string
  act: (request: FastifyRequest, reply: FastifyReply, body: z.infer<S>) => Promise<Outcome>
}

const FORGED =
  'This form had expired or did not come from this site, so nothing was sent. Check it and send it again.'

/** A body's text fields, blank ones left out (as the app's forms send them, docs/spec.md#form-bodies). */
function fieldsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (!body || typeof body !== 'object') return out
  for (const [name, value] of Object.entries(body as Record<string, unknown>))
    if (typeof value === 'string' && value.trim() !== '' && name !== FORM_CSRF_FIELD) out[name] = value
  return out
}

/** Each field's first problem beside it; the rest above the form. */
function problemsBeside(issues: readonly { path: string; message: string }[], fields: readonly string[]) {
  const fieldErrors: Record<string, string> = {}
  const elsewhere: string[] = []
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? ''
    if (fields.includes(field)) fieldErrors[field] ??= issue.message
    else elsewhere.push(issue.message)
  }
  return { fieldErrors, message: elsewhere.join(' ') || undefined }
}

export async function formPageRoutes(fastify: FastifyInstance, opts: { renderer: PageRenderer }) {
  const { db, config, mailer } = fastify.deps
  const open = { config: { auth: 'public' } } as const
  const at = (address: string) => `${config.publicUrl}${address}`

  // A form's body, for the routes of this plugin only (Fastify keeps a parser to the plugin that adds it).
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = {}
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] ??= value
      done(null, fields)
    },
  )

  function formPage<S extends z.ZodType>(spec: FormSpec<S>) {
    const render = (
      request: FastifyRequest,
      reply: FastifyReply,
      state: FormPageState,
      status = 200,
      cache?: 'no-store',
    ) =>
      sendPage(opts.renderer, request, reply, {
        seeds: { [formSeed(spec.page)]: { data: { ...state, csrf: request.csrfToken } } },
        head: spec.head(at(spec.page)),
        chunk: spec.chunk,
        status,
        cache,
      })
    const fieldNames = Object.keys((spec.schema as unknown as z.ZodObject).shape ?? {})
    const page = route(spec.page)

    fastify.get(page, open, (request, reply) => render(request, reply, {}))

    fastify.post(page, open, async (request, reply) => {
      const typed = fieldsOf(request.body)
      const values = Object.fromEntries(Object.entries(typed).filter(([name]) => spec.keep.includes(name)))
      const again = (state: FormPageState, status: number) =>
        render(request, reply, { values, ...state }, status, 'no-store')

      if (
        !formTokenMatches(request, (request.body as Record<string, unknown> | undefined)?.[FORM_CSRF_FIELD])
      )
        return again({ message: FORGED }, 403)
      const parsed = spec.schema.safeParse(typed)
      if (!parsed.success)
        return again(
          problemsBeside(
            parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
            fieldNames,
          ),
          400,
        )
      // The policy's keys read the body, as behind the JSON route: the checked one.
      request.body = parsed.data
      let outcome: Outcome
      try {
        outcome = await limited(fastify.deps, spec.policy, request, () =>
          spec.act(request, reply, parsed.data),
        )
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter))
        const issues = (error.details?.issues ?? []) as { path: string; message: string }[]
        const described = issues.length
          ? problemsBeside(issues, fieldNames)
          : { fieldErrors: {}, message: error.message }
        return again(described, statusFor[error.kind])
      }
      if ('redirect' in outcome) return reply.redirect(outcome.redirect, 303)
      return render(request, reply, outcome.state, 200, 'no-store')
    })
  }

  formPage({
    page: formPages.contact,
    schema: visitorContactBody,
    keep: ['name', 'email', 'subject', 'message'],
    policy: rateLimits.contact,
    head: (url) => ({
      title: 'Contact us',
      description: 'Write to the people behind Scoutline: a question, a club plan or a player.',
      url,
    }),
    chunk: 'src/features/public/contact-page.tsx',
    act: async (_request, _reply, body) => {
      await contactFromVisitor(db, mailer, body, config.contactEmail)
      return { state: { done: {} } }
    },
  })

  formPage({
    page: formPages.register,
    schema: registerBody,
    keep: ['username', 'email'],
    policy: rateLimits.register,
    head: (url) => ({
      title: 'Create a scout account',
      description: 'Create a Scoutline scout account: search players, build shortlists and send enquiries.',
      url,
    }),
    chunk: 'src/features/auth/register-page.tsx',
    act: async (request, _reply, body) => {
      await registerScoutAndMail(db, mailer, body, config.publicUrl, (err) =>
        request.log.error({ err }, 'registration mail not sent'),
      )
      return { state: { done: { sentTo: body.email } } }
    },
  })

  formPage({
    page: formPages.login,
    schema: loginBody,
    keep: ['email', 'unlock'],
    policy: rateLimits.credentials('scout'),
    head: (url) => ({
      title: 'Scout sign in',
      description: 'Sign in to Scoutline to browse players, keep your shortlist and send enquiries.',
      url,
    }),
    chunk: 'src/features/auth/login-page.tsx',
    act: async (request, reply, body) => {
      const account = await verifyCredentials(db, 'scout', body.email, body.password)
      await signIn(db, request, reply, account, config.isProduction)
      return { redirect: '/scout' }
    },
  })
}
