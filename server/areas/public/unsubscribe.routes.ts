import type { FastifyInstance } from 'fastify'
import { unsubscribeParams } from '../../../src/api/contract/schemas/alerts'
import { inboxPaths } from '../../../src/api/contract/terms/paths'
import { readUnsubscribeToken, unsubscribe } from '../../domain/alerts/unsubscribe'
import { DomainError } from '../../domain/support/errors'
import { escapeHtml } from '../../http/escape-html'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// The link in an alert mail that stops one kind's mail, with no session (domain/alerts/unsubscribe.ts). GET shows
// a page with one button and changes nothing (mail scanners open links); POST stops the mail: the button's form,
// or a mail client's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, form-encoded, no cookie: the signed
// token is its proof, as a payment webhook's signature is, so it is exempt from the CSRF token).

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Scoutline</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`

export async function unsubscribeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, config } = app.deps
  // Mail clients and the page's form send `List-Unsubscribe=One-Click` form-encoded; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, { form: String(body).slice(0, 200) }),
  )
  const options = {
    config: { auth: 'public', signedWebhook: true },
    schema: { params: unsubscribeParams },
  } as const

  app.get(route(inboxPaths.unsubscribe, 'token'), options, async (request, reply) => {
    reply.type('text/html; charset=utf-8')
    try {
      const { words } = readUnsubscribeToken(config.secret, request.params.token)
      const action = escapeHtml(inboxPaths.unsubscribe(request.params.token))
      return page(
        'Stop these mails?',
        `<p>You will no longer receive mails for: <strong>${escapeHtml(words)}</strong>. They still reach your
inbox in the scout area, and you can turn them on again in your alert settings.</p>
<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Stop these mails</button></form>`,
      )
    } catch (error) {
      // A browser reads the refusal as a page; any other caller gets the usual `{message}`.
      if (!(error instanceof DomainError) || !request.headers.accept?.includes('text/html')) throw error
      reply.status(404)
      return page('This link does not work', `<p>${escapeHtml(error.message)}.</p>`)
    }
  })
  app.post(route(inboxPaths.unsubscribe, 'token'), options, async (request, reply) => {
    const done = await unsubscribe(db, config.secret, request.params.token)
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return { data: done }
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Done',
          `<p>You will no longer receive mails for: <strong>${escapeHtml(done.stopped)}</strong>.</p>`,
        ),
      )
  })
}
