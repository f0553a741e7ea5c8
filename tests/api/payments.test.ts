import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signEvent } from '../../server/adapters/payments/webhook-events'
import { loadConfig } from '../../server/config'
import { mailOutbox, packageGrants, paymentTransactions } from '../../server/db/schema/index'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Packages and payments through the sandbox provider, as a scout's browser and the provider would drive them:
// a checkout, the hosted card page, the signed webhook that alone grants the package, replays that change
// nothing, a forged signature, a declined card, a refund; entitlements (videos, enquiries a month) checked by the
// server; another scout's transaction does not exist for them.

type Scout = TestClient & { account: { uid: string; email: string } }
let t: TestApp
let scout: Scout
let player: Made

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
  player = await factories(await t.loginAs('community')).player({ name: 'Paid Attention' })
})
afterAll(() => t.close())

const startCheckout = async (client: TestClient, code: string) => {
  const res = await client.inject({ url: `/api/scout/payment?package_code=${code}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { url: string; transaction_id: string }
}
/** The scout's browser on the sandbox's card page: fills the form and submits it. */
const pay = (client: TestClient, url: string, card: Record<string, string>) =>
  client.inject({
    method: 'POST',
    url,
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams({ expiry: '12/39', cvc: '123', name: 'Sam Scout', ...card }).toString(),
  })
const transaction = (client: TestClient, uid: string) =>
  client.inject({ url: `/api/scout/payment/transaction/${uid}` })
const current = async (client: TestClient) =>
  (await client.inject({ url: '/api/scout/packages' })).json().data.current
/** A provider's delivery of a Stripe-shaped event, signed with the given secret. */
const deliver = async (
  event: object,
  secret = t.config.payments.provider === 'sandbox' ? t.config.payments.webhookSecret : '',
) => {
  const payload = JSON.stringify(event)
  return t.anonymous().inject({
    method: 'POST',
    url: '/api/payments/webhook',
    csrf: false,
    headers: { 'content-type': 'application/json', 'stripe-signature': await signEvent(payload, secret) },
    payload,
  })
}
const paidEvent = (id: string, tx: { uid: string; providerRef: string | null }, paymentRef = `pi_${id}`) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: tx.providerRef,
      client_reference_id: tx.uid,
      payment_status: 'paid',
      payment_intent: paymentRef,
    },
  },
})
const row = async (uid: string) =>
  (await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.uid, uid)))[0]!
const grantsOf = async (transactionUid: string) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(packageGrants)
        .where(eq(packageGrants.transactionUid, transactionUid))
    )[0]?.n,
  )

describe('packages', () => {
  it('lists the catalogue, and a new scout is on the free tier with its allowance', async () => {
    const fresh = await t.loginAs('scout')
    const data = (await fresh.inject({ url: '/api/scout/packages' })).json().data
    expect(data.packages.map((p: { code: string }) => p.code)).toEqual(['free', 'pro', 'club'])
    expect(data.packages[1]).toMatchObject({
      price_minor: 4900,
      currency: 'EUR',
      period_days: 30,
      videos: true,
    })
    expect(data.current).toMatchObject({ code: 'free', ends_at: null, enquiries_per_month: 3, videos: false })
    expect(data.enquiries_this_month).toBe(0)
  })

  it('keeps video moments and reports for paid packages (402 naming them), and counts enquiries a month', async () => {
    const fresh = await t.loginAs('scout')
    const videos = await fresh.inject({ url: `/api/scout/player_video?uid=${player.uid}` })
    expect(videos.statusCode).toBe(402)
    expect(videos.json().message).toBe('Video moments come with Scout Pro or Club: see Packages')
    expect((await fresh.inject({ url: `/api/scout/player_report/${player.uid}` })).json().message).toMatch(
      /PDF documents on players come with Club/,
    )
    const ask = (n: number) =>
      fresh.inject({
        method: 'POST',
        url: '/api/scout/enquire',
        payload: { pid: player.uid, message: `Q${n}` },
      })
    for (let i = 0; i < 3; i++) expect((await ask(i)).statusCode).toBe(201)
    const over = await ask(4)
    expect(over.statusCode).toBe(402)
    expect(over.json()).toMatchObject({ code: 'PACKAGE_LIMIT' })
    expect(over.json().message).toMatch(/Free includes 3 enquiries a month/)
    await t.grantPackage(fresh.account.uid, 'pro')
    expect((await ask(5)).statusCode).toBe(201)
    expect((await fresh.inject({ url: `/api/scout/player_video?uid=${player.uid}` })).statusCode).toBe(200)
  })
})

describe('checkout through the sandbox', () => {
  it('pays with the success card: the webhook grants the package, mails a receipt; the return grants nothing', async () => {
    const { url, transaction_id } = await startCheckout(scout, 'pro')
    expect(url).toMatch(/^\/checkout\/sandbox\/cs_sbx_/)
    expect((await transaction(scout, transaction_id)).json().data).toMatchObject({
      status: 'pending',
      amount_minor: 4900,
      package: { code: 'pro', name: 'Scout Pro' },
    })
    // The result page alone changes nothing.
    expect((await current(scout)).code).toBe('free')

    const page = await scout.inject({ url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('€49.00')
    expect(page.body).toContain('4242 4242 4242 4242')

    const wrong = await pay(scout, url, { number: '4242 4242 4242 4241', expiry: '01/20' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.body).toContain('Enter a valid card number')
    expect(wrong.body).toContain('This card has expired')

    const done = await pay(scout, url, { number: '4242 4242 4242 4242' })
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe(`/scout/packages/payments/${transaction_id}`)
    const paid = (await transaction(scout, transaction_id)).json().data
    expect(paid.status).toBe('paid')
    const days = (Date.parse(paid.grant_ends_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect(await current(scout)).toMatchObject({ code: 'pro', videos: true, enquiries_per_month: 30 })
    const [receipt] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, scout.account.email))
    expect(receipt?.subject).toBe('Your Scout Pro package is active')

    // The finished checkout cannot be paid again: it sends the browser to the result.
    const again = await pay(scout, url, { number: '4242424242424242' })
    expect(again.statusCode).toBe(303)
    expect(await grantsOf(transaction_id)).toBe(1)
  })

  it('buying the same package again extends it from the end of the running one', async () => {
    const before = Date.parse((await current(scout)).ends_at)
    const { url } = await startCheckout(scout, 'pro')
    expect((await pay(scout, url, { number: '4242424242424242' })).statusCode).toBe(303)
    const after = Date.parse((await current(scout)).ends_at)
    expect(Math.round((after - before) / 86_400_000)).toBe(30)
  })

  it('a declined card fails the transaction with its reason and leaves the package unchanged', async () => {
    const fresh = await t.loginAs('scout')
    const { url, transaction_id } = await startCheckout(fresh, 'club')
    expect((await pay(fresh, url, { number: '4000 0000 0000 0002' })).statusCode).toBe(303)
    expect((await transaction(fresh, transaction_id)).json().data).toMatchObject({
      status: 'failed',
      failure_reason: 'Your card was declined',
      grant_ends_at: null,
    })
    expect((await current(fresh)).code).toBe('free')
    expect(await grantsOf(transaction_id)).toBe(0)
  })

  it('refuses a card page post from another site, and a real card number', async () => {
    const { url } = await startCheckout(scout, 'club')
    const cross = await scout.inject({
      method: 'POST',
      url,
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'number=4242424242424242&expiry=12/39&cvc=123&name=X',
    })
    expect(cross.statusCode).toBe(403)
    const real = await pay(scout, url, { number: '5555555555554444' })
    expect(real.statusCode).toBe(422)
    expect(real.body).toContain('test cards only')
  })

  it('answers 400 naming package_code for an unknown or free package', async () => {
    for (const code of ['gold', 'free']) {
      const res = await scout.inject({ url: `/api/scout/payment?package_code=${code}` })
      expect(res.statusCode).toBe(400)
      expect(res.json().issues[0].path).toBe('package_code')
    }
    expect((await scout.inject({ url: '/api/scout/payment' })).json().issues[0]).toMatchObject({
      path: 'package_code',
      message: 'Choose a package',
    })
  })
})

describe('a checkout left unpaid', () => {
  /** Moves a checkout's opening back in time, as if the scout had left it that long ago. */
  const openedHoursAgo = (uid: string, hours: number) =>
    t.db
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
      .where(eq(paymentTransactions.uid, uid))

  it('reads as expired after the sandbox’s 30 minutes, in the list and on its own, and its card page takes no payment', async () => {
    const fresh = await t.loginAs('scout')
    const { url, transaction_id } = await startCheckout(fresh, 'club')
    await openedHoursAgo(transaction_id, 29 / 60)
    expect((await transaction(fresh, transaction_id)).json().data.status).toBe('pending')

    // Left half an hour: the sandbox's card page has closed, and the payment reads "Not completed".
    await openedHoursAgo(transaction_id, 31 / 60)
    expect((await transaction(fresh, transaction_id)).json().data).toMatchObject({
      status: 'expired',
      grant_ends_at: null,
    })
    const list = (await fresh.inject({ url: '/api/scout/payment/transactions' })).json().data
    expect(list.find((tx: { uid: string }) => tx.uid === transaction_id).status).toBe('expired')
    // The closed card page sends the browser to the result instead of charging.
    expect((await fresh.inject({ url })).statusCode).toBe(303)
    expect((await pay(fresh, url, { number: '4242424242424242' })).statusCode).toBe(303)
    expect(await grantsOf(transaction_id)).toBe(0)
    expect((await current(fresh)).code).toBe('free')
  })

  it('a Stripe checkout keeps Stripe’s own window: waiting after two hours, not completed after 24', async () => {
    const fresh = await t.loginAs('scout')
    const uid = '01900000-0000-7000-8000-00000000beef'
    await t.db.insert(paymentTransactions).values({
      uid,
      scoutUid: fresh.account.uid,
      packageCode: 'club',
      amountMinor: 1900,
      currency: 'EUR',
      provider: 'stripe',
      providerRef: 'cs_test_window',
    })
    await openedHoursAgo(uid, 2)
    expect((await transaction(fresh, uid)).json().data.status).toBe('pending')
    await openedHoursAgo(uid, 24.1)
    expect((await transaction(fresh, uid)).json().data.status).toBe('expired')
  })

  it('a payment completed in time is still applied when its webhook arrives after the checkout closed', async () => {
    const fresh = await t.loginAs('scout')
    const { transaction_id } = await startCheckout(fresh, 'club')
    await openedHoursAgo(transaction_id, 30)
    const late = await deliver(paidEvent('evt_late_delivery', await row(transaction_id)))
    expect(late.json().data.result).toBe('applied')
    expect((await transaction(fresh, transaction_id)).json().data.status).toBe('paid')
    expect(await grantsOf(transaction_id)).toBe(1)
  })

  it('the provider’s checkout.session.expired moves it to expired, once', async () => {
    const fresh = await t.loginAs('scout')
    const { transaction_id } = await startCheckout(fresh, 'club')
    const tx = await row(transaction_id)
    const expired = {
      id: 'evt_session_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: tx.providerRef, client_reference_id: tx.uid, payment_status: 'unpaid' } },
    }
    expect((await deliver(expired)).json().data.result).toBe('applied')
    expect((await row(transaction_id)).status).toBe('expired')
    expect((await transaction(fresh, transaction_id)).json().data.status).toBe('expired')
    expect((await deliver(expired)).json().data.result).toBe('duplicate')
  })
})

describe('the webhook', () => {
  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { transaction_id } = await startCheckout(scout, 'club')
    const tx = await row(transaction_id)
    const forged = await deliver(paidEvent('evt_forged', tx), 'whsec_guessed')
    expect(forged.statusCode).toBe(400)
    expect(forged.json().message).toBe('The webhook signature does not verify')
    const unsigned = await t.anonymous().inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paidEvent('evt_unsigned', tx)),
    })
    expect(unsigned.statusCode).toBe(400)
    expect((await row(transaction_id)).status).toBe('pending')
  })

  it('applies an event once, however often (and however concurrently) it is delivered', async () => {
    const fresh = await t.loginAs('scout')
    const { transaction_id } = await startCheckout(fresh, 'club')
    const event = paidEvent('evt_replayed', await row(transaction_id))
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(event)))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(answers.map((a) => a.json().data.result).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ])
    expect(await grantsOf(transaction_id)).toBe(1)
    // A different event saying the same thing (a provider's second notice) does not grant twice either.
    expect(
      (await deliver(paidEvent('evt_second_notice', await row(transaction_id)))).json().data.result,
    ).toBe('ignored')
    expect(await grantsOf(transaction_id)).toBe(1)
  })

  it('a refund ends the package it bought', async () => {
    const fresh = await t.loginAs('scout')
    const { transaction_id } = await startCheckout(fresh, 'club')
    await deliver(paidEvent('evt_paid_then_refunded', await row(transaction_id), 'pi_refund_me'))
    expect((await current(fresh)).code).toBe('club')
    const refund = await deliver({
      id: 'evt_refund',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', payment_intent: 'pi_refund_me' } },
    })
    expect(refund.json().data.result).toBe('applied')
    expect((await transaction(fresh, transaction_id)).json().data.status).toBe('refunded')
    expect((await current(fresh)).code).toBe('free')
  })

  it('does not accept an event for a transaction under another checkout id', async () => {
    const fresh = await t.loginAs('scout')
    const { transaction_id } = await startCheckout(fresh, 'club')
    const tx = await row(transaction_id)
    const res = await deliver(paidEvent('evt_wrong_ref', { uid: tx.uid, providerRef: 'cs_sbx_someone_else' }))
    expect(res.json().data.result).toBe('ignored')
    expect((await row(transaction_id)).status).toBe('pending')
  })
})

describe('who sees a transaction', () => {
  it('only its own scout: another scout gets 404, other roles 401', async () => {
    const { transaction_id } = await startCheckout(scout, 'club')
    const rival = await t.loginAs('scout')
    expect((await transaction(rival, transaction_id)).statusCode).toBe(404)
    expect((await rival.inject({ url: '/api/scout/payment/transactions' })).json().data).toEqual([])
    const mine = (await scout.inject({ url: '/api/scout/payment/transactions' })).json().data
    expect(mine.map((x: { uid: string }) => x.uid)).toContain(transaction_id)
    for (const role of ['admin', 'community'] as const) {
      const other = await t.loginAs(role)
      expect((await transaction(other, transaction_id)).statusCode).toBe(401)
      expect((await other.inject({ url: '/api/scout/payment?package_code=pro' })).statusCode).toBe(401)
    }
    expect((await t.anonymous().inject({ url: '/api/scout/packages' })).statusCode).toBe(401)
  })
})

describe('with Stripe configured', () => {
  it('verifies Stripe-signed webhooks with Stripe’s library and serves no sandbox page', async () => {
    const stripe = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_not_called',
      STRIPE_WEBHOOK_SECRET: 'whsec_stripe_test',
    })
    try {
      const account = await stripe.createUser('scout')
      const uid = '01900000-0000-7000-8000-00000000abcd'
      await stripe.db.insert(paymentTransactions).values({
        uid,
        scoutUid: account.uid,
        packageCode: 'pro',
        amountMinor: 4900,
        currency: 'EUR',
        provider: 'stripe',
        providerRef: 'cs_test_1',
      })
      const payload = JSON.stringify(paidEvent('evt_stripe_1', { uid, providerRef: 'cs_test_1' }))
      const send = async (secret: string) =>
        stripe.anonymous().inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': await signEvent(payload, secret),
          },
          payload,
        })
      expect((await send('whsec_wrong')).statusCode).toBe(400)
      const ok = await send('whsec_stripe_test')
      expect(ok.statusCode, ok.body).toBe(200)
      const [granted] = await stripe.db
        .select()
        .from(packageGrants)
        .where(and(eq(packageGrants.scoutUid, account.uid), eq(packageGrants.packageCode, 'pro')))
      expect(granted).toBeDefined()
      // No sandbox page: the address falls through to the app shell (or 404 without a build).
      const page = await stripe.anonymous().inject({ url: '/checkout/sandbox/cs_sbx_abcdefghijkl' })
      expect(page.body).not.toContain('Test cards')
    } finally {
      await stripe.close()
    }
  })

  it('production without Stripe takes no payments (the sandbox only when asked for)', () => {
    const secret = 'prod-secret-for-the-payments-test-0123456789'
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).payments.provider).toBe('none')
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PAYMENTS_SANDBOX: 'true' }).payments
        .provider,
    ).toBe('sandbox')
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
  })
})
