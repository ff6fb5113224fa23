import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as retrieveTransaction } from '@/app/(simulator)/paymob-simulator/api/acceptance/transactions/[id]/route'
import { POST as refund } from '@/app/(simulator)/paymob-simulator/api/acceptance/void_refund/refund/route'
import { POST as authTokens } from '@/app/(simulator)/paymob-simulator/api/auth/tokens/route'
import { POST as pay } from '@/app/(simulator)/paymob-simulator/api/checkout/pay/route'
import { POST as secure } from '@/app/(simulator)/paymob-simulator/api/checkout/secure/route'
import { POST as payWithWallet } from '@/app/(simulator)/paymob-simulator/api/checkout/wallet/route'
import { POST as confirmWallet } from '@/app/(simulator)/paymob-simulator/api/checkout/wallet/confirm/route'
import { POST as inquiry } from '@/app/(simulator)/paymob-simulator/api/ecommerce/orders/transaction_inquiry/route'
import { GET as unifiedCheckout } from '@/app/(simulator)/paymob-simulator/unifiedcheckout/route'
import { POST as createIntention } from '@/app/(simulator)/paymob-simulator/v1/intention/route'
import { paymobConfig } from '@/payments/config'
import {
  paymobHmacMatches,
  paymobTransactionHmac,
  signedFieldsOfRedirect,
  signedFieldsOfTransaction,
} from '@/payments/hmac'
import { createPaymobGateway } from '@/payments/paymob/adapter'
import { SIMULATOR_KEYS } from '@/payments/simulatorKeys'
import { configureSimulator, intentionByReference } from '@/payments/simulator/store'

/**
 * The Paymob simulator through its route handlers, in process: an intention, the card page's
 * submits (success, decline, correction, 3-D Secure, a plain form), the signed callback received
 * by a local HTTP server on 127.0.0.1 and the signed redirect, refunds, the inquiry, retries of a
 * failed callback, expiry, and the production lock.
 */

const SITE = 'http://localhost:3000'
/** Keys the payer's fingerprint (the site's secret in a real configuration). */
const FINGERPRINT_KEY = 'test-fingerprint-key-0123456789abcdef'
const HMAC_SECRET = SIMULATOR_KEYS.hmacSecret

type Received = { url: URL; key: string; body: { type: string; obj: Record<string, unknown> } }

/**
 * The merchant's site (`SITE_URL`): its callback path records each callback and fails the first
 * `failures` of them. The simulator notifies only the site's own callback, so each test tells its
 * callbacks apart by a query parameter of its notification_url (`callbackKey`).
 */
const receiver = {
  server: undefined as Server | undefined,
  base: '',
  received: [] as Received[],
  failures: 0,
  waiters: [] as (() => void)[],
}

const CALLBACK_PATH = '/api/payments/paymob/callback'
const REDIRECT_PATH = '/api/payments/paymob/redirect'

/** Which test's callbacks a notification_url (or a received callback's URL) names. */
const callbackKey = (url: URL) => `${url.pathname}?test=${url.searchParams.get('test') ?? ''}`

async function callbacksFor(key: string, count = 1, timeoutMs = 5_000): Promise<Received[]> {
  const started = Date.now()
  const matching = () => receiver.received.filter((entry) => entry.key === key)
  while (matching().length < count) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`expected ${count} callback(s) on ${key}, got ${matching().length}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return matching()
}

type Handler = (request: Request, context: never) => Promise<Response> | Response

async function call(
  handler: Handler,
  {
    method = 'POST',
    path,
    body,
    headers = {},
    form,
    context,
  }: {
    method?: string
    path: string
    body?: unknown
    headers?: Record<string, string>
    form?: Record<string, string>
    context?: unknown
  },
) {
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: form
      ? { 'content-type': 'application/x-www-form-urlencoded', ...headers }
      : { 'content-type': 'application/json', ...headers },
    body: form
      ? new URLSearchParams(form).toString()
      : body === undefined
        ? undefined
        : typeof body === 'string'
          ? body
          : JSON.stringify(body),
  })
  const response = await handler(request, (context ?? {}) as never)
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = text
  }
  // Each test asserts the shape it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, json: json as any, headers: response.headers }
}

const TOKEN = { authorization: `Token ${SIMULATOR_KEYS.secretKey}` }

let references = 0
/** A valid create-intention body, its callback path unique per test. */
function intentionBody(overrides: Record<string, unknown> = {}) {
  references += 1
  return {
    amount: 125_050,
    currency: 'EGP',
    payment_methods: [SIMULATOR_KEYS.integrationId],
    items: [
      { name: 'Transfer MR-1001', amount: 100_000, description: 'Cairo airport', quantity: 1 },
      { name: 'Return trip', amount: 25_050, description: 'Hotel', quantity: 1 },
    ],
    billing_data: {
      first_name: 'Mona',
      last_name: 'Ali',
      email: 'mona@example.com',
      phone_number: '+201001234567',
    },
    special_reference: `MR-TEST-${Date.now()}-${references}`,
    notification_url: `${receiver.base}${CALLBACK_PATH}?test=${references}`,
    redirection_url: `${receiver.base}${REDIRECT_PATH}?via=paymob`,
    expiration: 1800,
    extras: { language: 'en' },
    ...overrides,
  }
}

async function newIntention(overrides: Record<string, unknown> = {}) {
  const body = intentionBody(overrides)
  const answer = await call(createIntention, {
    path: '/paymob-simulator/v1/intention/',
    body,
    headers: TOKEN,
  })
  expect(answer.status).toBe(201)
  return {
    request: body,
    intention: answer.json,
    callbackPath: callbackKey(new URL(body.notification_url)),
  }
}

const submitCard = (
  clientSecret: string,
  card: Partial<Record<'number' | 'expiryMonth' | 'expiryYear' | 'cvv', string>>,
  publicKey: string = SIMULATOR_KEYS.publicKey,
) =>
  call(pay, {
    path: '/paymob-simulator/api/checkout/pay',
    body: {
      publicKey,
      clientSecret,
      lang: 'en',
      expiryMonth: '12',
      expiryYear: String((new Date().getUTCFullYear() + 3) % 100),
      cvv: '123',
      ...card,
    },
  })

const expectCallbackSigned = (received: Received) => {
  const hmac = received.url.searchParams.get('hmac')
  expect(hmac).toBe(
    paymobTransactionHmac(signedFieldsOfTransaction(received.body.obj), HMAC_SECRET),
  )
  expect(paymobHmacMatches(signedFieldsOfTransaction(received.body.obj), hmac, HMAC_SECRET)).toBe(
    true,
  )
}

const expectRedirectSigned = (url: URL) => {
  expect(
    paymobHmacMatches(
      signedFieldsOfRedirect(url.searchParams),
      url.searchParams.get('hmac'),
      HMAC_SECRET,
    ),
  ).toBe(true)
}

let siteUrlBefore: string | undefined

beforeAll(async () => {
  configureSimulator({
    retryDelaysMs: [50, 50, 50],
    firstAttemptWaitMs: 2_000,
    attemptTimeoutMs: 2_000,
  })
  receiver.server = createServer((request, response) => {
    let data = ''
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
    request.on('end', () => {
      if (receiver.failures > 0) {
        receiver.failures -= 1
        response.writeHead(500).end('try later')
        return
      }
      const url = new URL(request.url ?? '/', receiver.base)
      receiver.received.push({ url, key: callbackKey(url), body: JSON.parse(data) })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve))
  receiver.base = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`
  siteUrlBefore = process.env.SITE_URL
  process.env.SITE_URL = receiver.base
})

afterAll(async () => {
  process.env.SITE_URL = siteUrlBefore
  await new Promise((resolve) => receiver.server?.close(resolve))
})

afterEach(() => {
  vi.unstubAllEnvs()
  receiver.failures = 0
})

describe('POST /paymob-simulator/v1/intention/', () => {
  it('needs `Authorization: Token <secret key>`', async () => {
    const path = '/paymob-simulator/v1/intention/'
    const none = await call(createIntention, { path, body: intentionBody() })
    expect(none).toMatchObject({
      status: 401,
      json: { detail: 'Authentication credentials were not provided.' },
    })
    const wrong = await call(createIntention, {
      path,
      body: intentionBody(),
      headers: { authorization: 'Token sim_sk_test_wrong' },
    })
    expect(wrong).toMatchObject({ status: 401, json: { detail: 'Invalid token.' } })
  })

  it('answers like Paymob: pi_ id, client secret, the order, payment keys, the reference', async () => {
    const { request, intention } = await newIntention()
    expect(intention).toMatchObject({
      id: expect.stringMatching(/^pi_test_[0-9a-f]+$/),
      client_secret: expect.stringMatching(/^egy_csk_test_[0-9a-f]+$/),
      intention_order_id: expect.any(Number),
      special_reference: request.special_reference,
      status: 'intended',
      confirmed: false,
      object: 'paymentintention',
      intention_detail: { amount: 125_050, currency: 'EGP', items: request.items },
      payment_methods: [{ integration_id: SIMULATOR_KEYS.integrationId, method_type: 'card' }],
    })
    expect(intention.payment_keys).toEqual([
      expect.objectContaining({
        integration: SIMULATOR_KEYS.integrationId,
        order_id: intention.intention_order_id,
        redirection_url: request.redirection_url,
        key: expect.any(String),
      }),
    ])
  })

  it.each([
    ['the amount is not the sum of the items', { amount: 125_000 }, 400, 'amount'],
    ['the currency is not EGP', { currency: 'USD' }, 400, 'currency'],
    [
      'billing data lacks a name',
      { billing_data: { email: 'a@b.eg', phone_number: '1' } },
      400,
      'billing_data.first_name',
    ],
    ['no notification_url', { notification_url: undefined }, 400, 'notification_url'],
    ['no redirection_url', { redirection_url: 'not a url' }, 400, 'redirection_url'],
    ['no special_reference', { special_reference: '' }, 400, 'special_reference'],
    ['a zero expiration', { expiration: 0 }, 400, 'expiration'],
    ['no items', { items: [] }, 400, 'items'],
  ])('refuses an intention when %s', async (_, overrides, status, field) => {
    const answer = await call(createIntention, {
      path: '/paymob-simulator/v1/intention/',
      body: intentionBody(overrides),
      headers: TOKEN,
    })
    expect(answer.status).toBe(status)
    expect(answer.json[field]).toEqual([expect.any(String)])
  })

  it('refuses an unknown integration id (404, as Paymob) and a reused special reference', async () => {
    const unknown = await call(createIntention, {
      path: '/paymob-simulator/v1/intention/',
      body: intentionBody({ payment_methods: [123] }),
      headers: TOKEN,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json.detail).toMatch(/Integration ID/)

    const { request } = await newIntention()
    const again = await call(createIntention, {
      path: '/paymob-simulator/v1/intention/',
      body: { ...intentionBody(), special_reference: request.special_reference },
      headers: TOKEN,
    })
    expect(again.status).toBe(400)
    expect(again.json.special_reference).toHaveLength(1)
  })

  it('refuses a body that is not JSON', async () => {
    const answer = await call(createIntention, {
      path: '/paymob-simulator/v1/intention/',
      body: '{not json',
      headers: TOKEN,
    })
    expect(answer.status).toBe(400)
  })
})

describe('where the simulator may send requests (no SSRF)', () => {
  it("notifies only the site's own callback: an intention naming another address is refused, and nothing is posted", async () => {
    // Another server on this machine, as an internal service a caller would like to reach.
    let hits = 0
    const other = createServer((_, response) => {
      hits += 1
      response.end('{}')
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
    const site = new URL(receiver.base)
    try {
      const cases: [string, string][] = [
        ['notification_url', `${otherBase}${CALLBACK_PATH}`],
        ['notification_url', `${receiver.base}/hooks/elsewhere`],
        ['notification_url', `http://169.254.169.254${CALLBACK_PATH}`],
        ['notification_url', `http://user:secret@${site.host}${CALLBACK_PATH}`],
        ['notification_url', `https://${site.host}${CALLBACK_PATH}`],
        ['redirection_url', `https://phishing.example${REDIRECT_PATH}`],
        ['redirection_url', `${receiver.base}${CALLBACK_PATH}`],
      ]
      for (const [field, url] of cases) {
        const body = intentionBody({ [field]: url })
        const answer = await call(createIntention, {
          path: '/paymob-simulator/v1/intention/',
          body,
          headers: TOKEN,
        })
        expect(answer.status, `${field} ${url}`).toBe(400)
        expect(answer.json[field]).toEqual([expect.stringContaining(receiver.base)])
        expect(intentionByReference(body.special_reference)).toBeUndefined()
      }
      // The site's own callback, with a query of its own, is taken.
      const { intention, callbackPath } = await newIntention()
      await submitCard(intention.client_secret, { number: '4111111111111111' })
      await callbacksFor(callbackPath)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(hits).toBe(0)
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  })
})

describe('the checkout link', () => {
  it('opens the card page in the intention language; `lang` overrides it', async () => {
    const { intention } = await newIntention({ extras: { language: 'ar' } })
    const query = `publicKey=${SIMULATOR_KEYS.publicKey}&clientSecret=${intention.client_secret}`
    const answer = await call(unifiedCheckout, {
      method: 'GET',
      path: `/paymob-simulator/unifiedcheckout/?${query}`,
    })
    expect(answer.status).toBe(302)
    const location = new URL(answer.headers.get('location')!, SITE)
    expect(location.pathname).toBe('/paymob-simulator/checkout/ar')
    expect(location.searchParams.get('clientSecret')).toBe(intention.client_secret)
    expect(location.searchParams.get('publicKey')).toBe(SIMULATOR_KEYS.publicKey)
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow')

    const english = await call(unifiedCheckout, {
      method: 'GET',
      path: `/paymob-simulator/unifiedcheckout/?${query}&lang=en`,
    })
    expect(english.headers.get('location')).toMatch(/^\/paymob-simulator\/checkout\/en\?/)
  })
})

describe('paying on the card page', () => {
  it('a success card: a signed callback to notification_url, then the signed redirect', async () => {
    const { request, intention, callbackPath } = await newIntention()
    const answer = await submitCard(intention.client_secret, { number: '5123 4567 8901 2346' })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ next: 'merchant', success: true })

    // The callback went out before the answer (its first attempt is awaited).
    const [callback] = await callbacksFor(callbackPath, 1, 100)
    expect(callback!.body.type).toBe('TRANSACTION')
    expect(callback!.body.obj).toMatchObject({
      pending: false,
      success: true,
      amount_cents: 125_050,
      currency: 'EGP',
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: false,
      error_occured: false,
      has_parent_transaction: false,
      integration_id: SIMULATOR_KEYS.integrationId,
      order: { id: intention.intention_order_id, merchant_order_id: request.special_reference },
      source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
      data: { message: 'Approved', txn_response_code: 'APPROVED', acq_response_code: '00' },
      owner: expect.any(Number),
      id: expect.any(Number),
    })
    expect(callback!.body.obj.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/)
    expectCallbackSigned(callback!)

    const redirect = new URL(answer.json.url)
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${receiver.base}${REDIRECT_PATH}`)
    expect(redirect.searchParams.get('via')).toBe('paymob')
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      id: String(callback!.body.obj.id),
      success: 'true',
      pending: 'false',
      amount_cents: '125050',
      order: String(intention.intention_order_id),
      merchant_order_id: request.special_reference,
      'source_data.pan': '2346',
      'source_data.sub_type': 'MasterCard',
      'source_data.type': 'card',
      'data.message': 'Approved',
      acq_response_code: '00',
      currency: 'EGP',
      error_occured: 'false',
    })
    expectRedirectSigned(redirect)
    // Same transaction, same signature, in both forms.
    expect(redirect.searchParams.get('hmac')).toBe(callback!.url.searchParams.get('hmac'))

    // Paid: the link cannot be paid again.
    const again = await submitCard(intention.client_secret, { number: '4111111111111111' })
    expect(again).toMatchObject({ status: 409, json: { error: 'paid' } })
  })

  it('a decline card: success false with the ISO acquirer code, and the customer may try again', async () => {
    const { intention, callbackPath } = await newIntention()
    const declined = await submitCard(intention.client_secret, { number: '4000000000009995' })
    expect(declined.json).toMatchObject({ next: 'merchant', success: false })
    const [callback] = await callbacksFor(callbackPath)
    expect(callback!.body.obj).toMatchObject({
      success: false,
      pending: false,
      error_occured: false,
      source_data: { pan: '9995', sub_type: 'Visa' },
      data: {
        acq_response_code: '51',
        txn_response_code: 'INSUFFICIENT_FUNDS',
        message: 'Insufficient Funds',
      },
    })
    expectCallbackSigned(callback!)
    const redirect = new URL(declined.json.url)
    expect(redirect.searchParams.get('success')).toBe('false')
    expect(redirect.searchParams.get('acq_response_code')).toBe('51')
    expect(redirect.searchParams.get('txn_response_code')).toBe('INSUFFICIENT_FUNDS')
    expectRedirectSigned(redirect)

    const retried = await submitCard(intention.client_secret, { number: '4111111111111111' })
    expect(retried.json).toMatchObject({ next: 'merchant', success: true })
    const callbacks = await callbacksFor(callbackPath, 2)
    expect(callbacks[1]!.body.obj.id).not.toBe(callback!.body.obj.id)
  })

  it('card data to correct: 422 with Paymob’s message, no transaction, no callback', async () => {
    const { intention, callbackPath } = await newIntention()
    const luhn = await submitCard(intention.client_secret, { number: '4111111111111112' })
    expect(luhn).toMatchObject({
      status: 422,
      json: {
        error: 'card-data-invalid',
        field: 'number',
        data: { message: 'Card data is invalid (1)' },
      },
    })
    const expiry = await submitCard(intention.client_secret, {
      number: '4111111111111111',
      expiryMonth: '13',
    })
    expect(expiry.json).toMatchObject({
      field: 'expiryMonth',
      data: { message: 'Card data is invalid (2)' },
    })
    const cvv = await submitCard(intention.client_secret, { number: '4111111111111111', cvv: '12' })
    expect(cvv.json).toMatchObject({ field: 'cvv', data: { message: 'Card data is invalid (2)' } })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(receiver.received.filter((entry) => entry.key === callbackPath)).toEqual([])
    // Corrected, it pays.
    const paid = await submitCard(intention.client_secret, { number: '4111111111111111' })
    expect(paid.json).toMatchObject({ success: true })
  })

  it('3-D Secure: the code 123456 pays; another code declines, and the step is used up', async () => {
    const first = await newIntention()
    const step = await submitCard(first.intention.client_secret, { number: '4000000000003220' })
    expect(step.json).toMatchObject({ next: 'three-d-secure' })
    const stepUrl = new URL(step.json.url, SITE)
    expect(stepUrl.pathname).toBe('/paymob-simulator/checkout/en/secure')
    const attempt = stepUrl.searchParams.get('attempt')!
    // Nothing final yet.
    expect(receiver.received.filter((entry) => entry.key === first.callbackPath)).toEqual([])

    const wrong = await call(secure, {
      path: '/paymob-simulator/api/checkout/secure',
      body: { attempt, code: '000000' },
    })
    expect(wrong.json).toMatchObject({ next: 'merchant', success: false })
    const [declined] = await callbacksFor(first.callbackPath)
    expect(declined!.body.obj).toMatchObject({
      success: false,
      is_3d_secure: true,
      data: { txn_response_code: 'AUTHENTICATION_FAILED', acq_response_code: null },
    })
    expectCallbackSigned(declined!)
    expectRedirectSigned(new URL(wrong.json.url))
    const reused = await call(secure, {
      path: '/paymob-simulator/api/checkout/secure',
      body: { attempt, code: '123456' },
    })
    expect(reused).toMatchObject({ status: 404, json: { error: 'invalid-link' } })

    const second = await newIntention()
    const again = await submitCard(second.intention.client_secret, { number: '4000000000003220' })
    const code = await call(secure, {
      path: '/paymob-simulator/api/checkout/secure',
      body: { attempt: new URL(again.json.url, SITE).searchParams.get('attempt'), code: '123456' },
    })
    expect(code.json).toMatchObject({ next: 'merchant', success: true })
    const [paid] = await callbacksFor(second.callbackPath)
    expect(paid!.body.obj).toMatchObject({
      success: true,
      is_3d_secure: true,
      source_data: { pan: '3220' },
    })
    expectCallbackSigned(paid!)
  })

  it('works without script: a plain form post answers 303 to the next page', async () => {
    const { intention, callbackPath } = await newIntention()
    const keys = {
      publicKey: SIMULATOR_KEYS.publicKey,
      clientSecret: intention.client_secret,
      lang: 'ar',
    }
    const card = { expiryMonth: '01', expiryYear: '39', cvv: '123' }
    const invalid = await call(pay, {
      path: '/paymob-simulator/api/checkout/pay',
      form: { ...keys, ...card, number: '1234' },
    })
    expect(invalid.status).toBe(303)
    const back = new URL(invalid.headers.get('location')!, SITE)
    expect(back.pathname).toBe('/paymob-simulator/checkout/ar')
    expect(back.searchParams.get('invalid')).toBe('number')
    expect(back.search).not.toContain('1234')

    const paid = await call(pay, {
      path: '/paymob-simulator/api/checkout/pay',
      form: { ...keys, ...card, number: '5078030000000011' },
    })
    expect(paid.status).toBe(303)
    const redirect = new URL(paid.headers.get('location')!)
    expect(redirect.searchParams.get('source_data.sub_type')).toBe('Meeza')
    expectRedirectSigned(redirect)
    await callbacksFor(callbackPath)
  })

  it('answers a malformed form (cut short, no boundary, a stray _payload) with a 4xx that says why, never a 500', async () => {
    const { intention, callbackPath } = await newIntention()
    const boundary = '----masar-probe'
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const whole =
      part('publicKey', SIMULATOR_KEYS.publicKey) +
      part('clientSecret', intention.client_secret) +
      part('number', '4111111111111111') +
      `--${boundary}--\r\n`
    const multipart = `multipart/form-data; boundary=${boundary}`
    const cases: [string, string, string, RegExp][] = [
      ['cut short', multipart, whole.slice(0, 120), /could not be read/],
      ['no boundary', 'multipart/form-data', whole, /could not be read/],
      ['another boundary', `multipart/form-data; boundary=nope`, whole, /could not be read/],
      ['not multipart at all', multipart, '\u0000\u0001garbage', /could not be read/],
      ['a bad _payload', multipart, part('_payload', '{"bad') + `--${boundary}--\r\n`, /lacks/],
      [
        'too large',
        multipart,
        part('number', 'x'.repeat(40_000)) + `--${boundary}--\r\n`,
        /larger/,
      ],
    ]
    for (const [route, handler] of [
      ['pay', pay],
      ['secure', secure],
    ] as const) {
      for (const [what, type, body, message] of cases) {
        const response = await handler(
          new Request(`${SITE}/paymob-simulator/api/checkout/${route}`, {
            method: 'POST',
            headers: { 'content-type': type },
            body,
          }),
          {} as never,
        )
        expect(response.status, `${route}: ${what}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${route}: ${what}`).toBeLessThan(500)
        expect((await response.json()).detail, `${route}: ${what}`).toMatch(message)
      }
    }
    // Nothing was paid: the same intention still takes a card, as a whole form.
    const paid = await call(pay, {
      path: '/paymob-simulator/api/checkout/pay',
      form: {
        publicKey: SIMULATOR_KEYS.publicKey,
        clientSecret: intention.client_secret,
        number: '4111111111111111',
        expiryMonth: '01',
        expiryYear: '39',
        cvv: '123',
      },
    })
    expect(paid.status).toBe(303)
    expect(await callbacksFor(callbackPath)).toHaveLength(1)
  })

  it('never answers 5xx to random and cut multipart or urlencoded bodies (property)', async () => {
    const { intention } = await newIntention()
    const fields = fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          'publicKey',
          'clientSecret',
          'attempt',
          'code',
          'number',
          '_payload',
          'lang',
        ),
        fc.string({ maxLength: 12 }),
      ),
      fc.oneof(
        fc.constantFrom(SIMULATOR_KEYS.publicKey, intention.client_secret, '{"bad', '\u0000'),
        fc.string({ unit: 'binary', maxLength: 40 }),
      ),
      { maxKeys: 6 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('pay', 'secure'),
        fields,
        fc.oneof(fc.constant('----b0und'), fc.string({ minLength: 1, maxLength: 20 })),
        fc.constantFrom('multipart', 'multipart-no-boundary', 'urlencoded'),
        fc.option(fc.nat(400)),
        async (route, values, boundary, kind, cut) => {
          const multipartBody =
            Object.entries(values)
              .map(
                ([name, value]) =>
                  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
              )
              .join('') + `--${boundary}--\r\n`
          const body =
            kind === 'urlencoded' ? new URLSearchParams(values).toString() : multipartBody
          const type =
            kind === 'multipart'
              ? `multipart/form-data; boundary=${boundary}`
              : kind === 'urlencoded'
                ? 'application/x-www-form-urlencoded'
                : 'multipart/form-data'
          const response = await (route === 'pay' ? pay : secure)(
            new Request(`${SITE}/paymob-simulator/api/checkout/${route}`, {
              method: 'POST',
              headers: { 'content-type': type },
              body: cut === null ? body : body.slice(0, cut),
            }),
            {} as never,
          )
          expect(response.status).toBeLessThan(500)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('refuses a wrong public key, an unknown client secret, and an expired intention', async () => {
    const { intention } = await newIntention()
    expect(
      await submitCard(intention.client_secret, { number: '4111111111111111' }, 'sim_pk_wrong'),
    ).toMatchObject({
      status: 404,
      json: { error: 'invalid-link' },
    })
    expect(await submitCard('egy_csk_test_unknown', { number: '4111111111111111' })).toMatchObject({
      status: 404,
    })
    const short = await newIntention({ expiration: 1 })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(
      await submitCard(short.intention.client_secret, { number: '4111111111111111' }),
    ).toMatchObject({
      status: 410,
      json: { error: 'expired' },
    })
  })
})

describe('paying by mobile wallet (issue 34)', () => {
  const walletIntention = () =>
    newIntention({
      payment_methods: [SIMULATOR_KEYS.integrationId, SIMULATOR_KEYS.walletIntegrationId],
    })
  const submitWallet = (clientSecret: string, wallet: string) =>
    call(payWithWallet, {
      path: '/paymob-simulator/api/checkout/wallet',
      body: { publicKey: SIMULATOR_KEYS.publicKey, clientSecret, lang: 'en', wallet },
    })
  const confirm = (url: string, code: string) =>
    call(confirmWallet, {
      path: '/paymob-simulator/api/checkout/wallet/confirm',
      body: { attempt: new URL(url, SITE).searchParams.get('attempt'), code, lang: 'en' },
    })
  // Only its verification is used: no request leaves.
  const adapter = () =>
    createPaymobGateway(
      paymobConfig({
        SITE_URL: SITE,
        PAYMENT_GATEWAY: 'simulator',
        PAYLOAD_SECRET: FINGERPRINT_KEY,
      }),
      fetch,
    )

  it("pays by wallet: the number, the operator's code, a signed callback of the wallet's integration", async () => {
    const { request, intention, callbackPath } = await walletIntention()
    expect(intention.payment_methods).toEqual([
      expect.objectContaining({
        integration_id: SIMULATOR_KEYS.integrationId,
        method_type: 'card',
      }),
      expect.objectContaining({
        integration_id: SIMULATOR_KEYS.walletIntegrationId,
        method_type: 'wallet',
      }),
    ])
    const submitted = await submitWallet(intention.client_secret, '010 1010 1010')
    expect(submitted).toMatchObject({ status: 200, json: { next: 'wallet-confirm' } })
    expect(submitted.json.url).toMatch(/\/paymob-simulator\/checkout\/en\/wallet\?attempt=/)
    const answer = await confirm(submitted.json.url, '123456')
    expect(answer.json).toMatchObject({ next: 'merchant', success: true })

    const [callback] = await callbacksFor(callbackPath)
    expect(callback!.body.obj).toMatchObject({
      pending: false,
      success: true,
      is_3d_secure: false,
      integration_id: SIMULATOR_KEYS.walletIntegrationId,
      order: { id: intention.intention_order_id, merchant_order_id: request.special_reference },
      source_data: { pan: '01010101010', type: 'wallet', sub_type: 'wallet' },
      data: { klass: 'WalletPayment', txn_response_code: 'APPROVED', acq_response_code: null },
    })
    expectCallbackSigned(callback!)
    expectRedirectSigned(new URL(answer.json.url))
    // The site's adapter reads it as a wallet payment.
    expect(adapter().verifyCallback(callback!.body, callback!.url.searchParams)).toMatchObject({
      ok: true,
      value: { kind: 'paid', instrument: { method: 'wallet', masked: '010•••••010' } },
    })
    // The confirmation page is used up.
    expect((await confirm(submitted.json.url, '123456')).status).toBe(404)
  })

  it('declines a number without a wallet at once, and a wrong code after it', async () => {
    const { intention, callbackPath } = await walletIntention()
    const unregistered = await submitWallet(intention.client_secret, '01000000011')
    expect(unregistered.json).toMatchObject({ next: 'merchant', success: false })
    const submitted = await submitWallet(intention.client_secret, '01210101010')
    const wrong = await confirm(submitted.json.url, '654321')
    expect(wrong.json).toMatchObject({ next: 'merchant', success: false })
    const [first, second] = await callbacksFor(callbackPath, 2)
    expect(first!.body.obj.data).toMatchObject({ txn_response_code: 'WALLET_NOT_REGISTERED' })
    expect(second!.body.obj.data).toMatchObject({ txn_response_code: 'INVALID_PIN' })
    expect(adapter().verifyCallback(second!.body, second!.url.searchParams)).toMatchObject({
      ok: true,
      value: { kind: 'declined', declineCode: 'wallet-wrong-pin' },
    })
    // A number that is not a mobile is flagged, nothing is made.
    expect(await submitWallet(intention.client_secret, '0101')).toMatchObject({
      status: 422,
      json: { error: 'wallet-number-invalid', field: 'wallet' },
    })
  })

  it('settles a pending wallet payment later: the same transaction again, final, by callback', async () => {
    configureSimulator({ walletSettleMs: 200 })
    try {
      const { intention, callbackPath } = await walletIntention()
      const submitted = await submitWallet(intention.client_secret, '01000000055')
      const answer = await confirm(submitted.json.url, '123456')
      expect(answer.json).toMatchObject({ next: 'merchant', success: false })
      expect(new URL(answer.json.url).searchParams.get('pending')).toBe('true')
      const [pending, settled] = await callbacksFor(callbackPath, 2)
      expect(pending!.body.obj).toMatchObject({ pending: true, success: false })
      expect(settled!.body.obj).toMatchObject({
        id: pending!.body.obj.id,
        pending: false,
        success: true,
      })
      expectCallbackSigned(settled!)
      expect(adapter().verifyCallback(settled!.body, settled!.url.searchParams)).toMatchObject({
        ok: true,
        value: { kind: 'paid', transactionId: String(pending!.body.obj.id) },
      })

      // One that never gets confirmed on the phone: declined later, as an expired code.
      const other = await walletIntention()
      const step = await submitWallet(other.intention.client_secret, '01000000066')
      await confirm(step.json.url, '123456')
      const [, late] = await callbacksFor(other.callbackPath, 2)
      expect(late!.body.obj).toMatchObject({ pending: false, success: false })
      expect(late!.body.obj.data).toMatchObject({ txn_response_code: 'OTP_EXPIRED' })
    } finally {
      configureSimulator({ walletSettleMs: 4_000 })
    }
  })

  it('refunds a wallet payment like a card, and offers no wallet to an intention without one', async () => {
    const { intention, callbackPath } = await walletIntention()
    const submitted = await submitWallet(intention.client_secret, '01510101010')
    await confirm(submitted.json.url, '123456')
    const [payment] = await callbacksFor(callbackPath)
    const refunded = await call(refund, {
      path: '/paymob-simulator/api/acceptance/void_refund/refund',
      body: { transaction_id: payment!.body.obj.id, amount_cents: 25_050 },
      headers: TOKEN,
    })
    expect(refunded.status).toBe(200)
    expect(refunded.json).toMatchObject({
      success: true,
      is_refund: true,
      amount_cents: 25_050,
      source_data: { type: 'wallet', pan: '01510101010' },
    })

    const cardsOnly = await newIntention()
    expect((await submitWallet(cardsOnly.intention.client_secret, '01010101010')).status).toBe(404)
  })
})

describe('callback delivery', () => {
  it('retries a failed callback in the background, without holding the redirect', async () => {
    const { intention, callbackPath } = await newIntention()
    receiver.failures = 2
    const answer = await submitCard(intention.client_secret, { number: '4111111111111111' })
    expect(answer.json).toMatchObject({ next: 'merchant', success: true })
    const [callback] = await callbacksFor(callbackPath, 1, 3_000)
    expect(receiver.failures).toBe(0)
    expectCallbackSigned(callback!)
  })
})

describe('refunds, inquiry and retrieval', () => {
  it('refunds a paid transaction (partly, then the rest) with a signed refund callback', async () => {
    const { intention, callbackPath } = await newIntention()
    await submitCard(intention.client_secret, { number: '4111111111111111' })
    const [payment] = await callbacksFor(callbackPath)
    const transactionId = payment!.body.obj.id as number
    const path = '/paymob-simulator/api/acceptance/void_refund/refund'

    expect(
      await call(refund, { path, body: { transaction_id: transactionId, amount_cents: 100 } }),
    ).toMatchObject({
      status: 401,
    })
    const part = await call(refund, {
      path,
      body: { transaction_id: transactionId, amount_cents: 50_000 },
      headers: TOKEN,
    })
    expect(part.status).toBe(200)
    expect(part.json).toMatchObject({
      success: true,
      pending: false,
      amount_cents: 50_000,
      is_refund: true,
      is_refunded: true,
      has_parent_transaction: true,
      parent_transaction: transactionId,
      order: { id: intention.intention_order_id },
    })
    const callbacks = await callbacksFor(callbackPath, 2)
    expect(callbacks[1]!.body.obj).toMatchObject({ id: part.json.id, is_refunded: true })
    expectCallbackSigned(callbacks[1]!)

    const tooMuch = await call(refund, {
      path,
      body: { transaction_id: transactionId, amount_cents: 80_000 },
      headers: TOKEN,
    })
    expect(tooMuch.status).toBe(400)
    const rest = await call(refund, {
      path,
      body: { transaction_id: String(transactionId), amount_cents: '75050' },
      headers: TOKEN,
    })
    expect(rest.status).toBe(200)
    expect(
      (
        await call(refund, {
          path,
          body: { transaction_id: transactionId, amount_cents: 1 },
          headers: TOKEN,
        })
      ).status,
    ).toBe(400)
    // A refund cannot be refunded; an unknown transaction is not found.
    expect(
      (
        await call(refund, {
          path,
          body: { transaction_id: rest.json.id, amount_cents: 1 },
          headers: TOKEN,
        })
      ).status,
    ).toBe(400)
    expect(
      (await call(refund, { path, body: { transaction_id: 1, amount_cents: 1 }, headers: TOKEN }))
        .status,
    ).toBe(404)
  })

  it('auth token, then the transaction inquiry by order id or merchant order id', async () => {
    const tokens = '/paymob-simulator/api/auth/tokens'
    expect((await call(authTokens, { path: tokens, body: { api_key: 'nope' } })).status).toBe(403)
    const auth = await call(authTokens, { path: tokens, body: { api_key: SIMULATOR_KEYS.apiKey } })
    expect(auth.status).toBe(201)
    expect(auth.json).toMatchObject({
      token: expect.any(String),
      profile: { id: expect.any(Number) },
    })
    const bearer = { authorization: `Bearer ${auth.json.token}` }

    const { request, intention, callbackPath } = await newIntention()
    const path = '/paymob-simulator/api/ecommerce/orders/transaction_inquiry'
    const body = { order_id: intention.intention_order_id }
    expect((await call(inquiry, { path, body })).status).toBe(401)
    expect(
      (await call(inquiry, { path, body, headers: { authorization: 'Bearer forged' } })).status,
    ).toBe(401)
    // No transaction yet.
    expect((await call(inquiry, { path, body, headers: bearer })).status).toBe(404)

    await submitCard(intention.client_secret, { number: '4000000000000002' })
    await submitCard(intention.client_secret, { number: '5123456789012346' })
    const callbacks = await callbacksFor(callbackPath, 2)
    const byOrder = await call(inquiry, { path, body, headers: bearer })
    expect(byOrder.status).toBe(200)
    expect(byOrder.json).toMatchObject({ id: callbacks[1]!.body.obj.id, success: true })
    const byReference = await call(inquiry, {
      path,
      body: { merchant_order_id: request.special_reference },
      headers: TOKEN,
    })
    expect(byReference.json.id).toBe(callbacks[1]!.body.obj.id)
    expect((await call(inquiry, { path, body: { order_id: 1 }, headers: bearer })).status).toBe(404)

    const retrieved = await call(retrieveTransaction, {
      method: 'GET',
      path: `/paymob-simulator/api/acceptance/transactions/${callbacks[0]!.body.obj.id}`,
      headers: bearer,
      context: { params: Promise.resolve({ id: String(callbacks[0]!.body.obj.id) }) },
    })
    expect(retrieved.json).toMatchObject({ id: callbacks[0]!.body.obj.id, success: false })
  })
})

describe("the site's Paymob adapter against the simulator", () => {
  /** The adapter's HTTP calls, answered by the simulator's route handlers in process. */
  const routes: [RegExp, Handler][] = [
    [/^\/paymob-simulator\/v1\/intention\/$/, createIntention],
    [/^\/paymob-simulator\/api\/auth\/tokens$/, authTokens],
    [/^\/paymob-simulator\/api\/acceptance\/void_refund\/refund$/, refund],
    [/^\/paymob-simulator\/api\/ecommerce\/orders\/transaction_inquiry$/, inquiry],
  ]
  const inProcess = async (input: string, init: RequestInit) => {
    const url = new URL(input)
    const route = routes.find(([pattern]) => pattern.test(url.pathname))
    if (!route) return new Response('{}', { status: 404 })
    return route[1](new Request(url, init), {} as never)
  }
  const gateway = createPaymobGateway(
    paymobConfig({ SITE_URL: SITE, PAYMENT_GATEWAY: 'simulator', PAYLOAD_SECRET: FINGERPRINT_KEY }),
    inProcess,
  )

  it('opens a payment, verifies the callback and the redirect, refunds and inquires', async () => {
    references += 1
    const reference = `MR-ADAPTER-${Date.now()}`
    const notificationUrl = `${receiver.base}${CALLBACK_PATH}?test=adapter-${references}`
    const opened = await gateway.createPayment({
      reference,
      amount: 90_000,
      currency: 'EGP',
      items: [{ name: 'Transfer', amount: 90_000, quantity: 1 }],
      billing: { name: 'Mona Ahmed Ali', email: 'mona@example.com', phone: '+201001234567' },
      notificationUrl,
      redirectionUrl: `${receiver.base}${REDIRECT_PATH}`,
      expiresAt: new Date(Date.now() + 30 * 60_000),
      language: 'ar',
    })
    expect(opened.ok).toBe(true)
    if (!opened.ok) return
    const checkout = new URL(opened.value.checkoutUrl)
    expect(checkout.pathname).toBe('/paymob-simulator/unifiedcheckout/')
    const link = await call(unifiedCheckout, {
      method: 'GET',
      path: `${checkout.pathname}${checkout.search}`,
    })
    expect(link.headers.get('location')).toMatch(/^\/paymob-simulator\/checkout\/ar\?/)

    const paid = await submitCard(checkout.searchParams.get('clientSecret')!, {
      number: '5123456789012346',
    })
    const [callback] = await callbacksFor(callbackKey(new URL(notificationUrl)))
    const event = gateway.verifyCallback(callback!.body, callback!.url.searchParams)
    expect(event).toMatchObject({
      ok: true,
      value: { kind: 'paid', orderId: opened.value.orderId, amount: 90_000, currency: 'EGP' },
    })
    const redirected = gateway.verifyRedirect(new URL(paid.json.url).searchParams)
    expect(redirected).toMatchObject({
      ok: true,
      value: { kind: 'paid', transactionId: String(callback!.body.obj.id) },
    })

    const refunded = await gateway.refund({
      transactionId: String(callback!.body.obj.id),
      amount: 90_000,
    })
    expect(refunded).toMatchObject({ ok: true, value: { kind: 'refunded', amount: 90_000 } })
    const refundCallbacks = await callbacksFor(callbackKey(new URL(notificationUrl)), 2)
    expect(
      gateway.verifyCallback(refundCallbacks[1]!.body, refundCallbacks[1]!.url.searchParams),
    ).toMatchObject({
      ok: true,
      value: { kind: 'refunded' },
    })
    const inquired = await gateway.inquire(opened.value.orderId)
    expect(inquired).toMatchObject({ ok: true, value: { orderId: opened.value.orderId } })
  })

  it('a declined card reaches the site as its decline code', async () => {
    const notificationUrl = `${receiver.base}${CALLBACK_PATH}?test=adapter-decline-${Date.now()}`
    const opened = await gateway.createPayment({
      reference: `MR-ADAPTER-DECLINE-${Date.now()}`,
      amount: 5_000,
      currency: 'EGP',
      items: [{ name: 'Transfer', amount: 5_000, quantity: 1 }],
      billing: { name: 'Omar', email: 'omar@example.com', phone: '+201001234568' },
      notificationUrl,
      redirectionUrl: `${receiver.base}${REDIRECT_PATH}`,
      expiresAt: new Date(Date.now() + 30 * 60_000),
      language: 'en',
    })
    if (!opened.ok) throw new Error('not opened')
    const clientSecret = new URL(opened.value.checkoutUrl).searchParams.get('clientSecret')!
    expect(await gateway.inquire(opened.value.orderId)).toEqual({ ok: true, value: null })
    for (const [number, code] of [
      ['4000000000000069', 'card-expired'],
      ['4000000000000119', 'expired-card-capture'],
    ]) {
      const answer = await submitCard(clientSecret, { number })
      expect(gateway.verifyRedirect(new URL(answer.json.url).searchParams)).toMatchObject({
        ok: true,
        value: { kind: 'declined', declineCode: code },
      })
    }
    const callbacks = await callbacksFor(callbackKey(new URL(notificationUrl)), 2)
    expect(
      gateway.verifyCallback(callbacks[0]!.body, callbacks[0]!.url.searchParams),
    ).toMatchObject({
      value: { kind: 'declined', declineCode: 'card-expired' },
    })
  })
})

describe('production', () => {
  const productionEnv = (extra: Record<string, string>) => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', 'a-production-secret-of-at-least-32-characters')
    for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value)
  }
  const tryCreate = () =>
    call(createIntention, {
      path: '/paymob-simulator/v1/intention/',
      body: intentionBody(),
      headers: TOKEN,
    })

  it('every route answers 404 unless the site runs on the simulator', async () => {
    productionEnv({
      PAYMENT_GATEWAY: 'paymob',
      SITE_URL: 'https://masar.example',
      PAYMOB_SECRET_KEY: 'x',
    })
    expect(await tryCreate()).toMatchObject({ status: 404, json: { detail: 'Not found.' } })
    expect(
      (await call(unifiedCheckout, { method: 'GET', path: '/paymob-simulator/unifiedcheckout/' }))
        .status,
    ).toBe(404)
    // A public production site refuses the simulator itself (src/lib/env.ts): still 404.
    vi.unstubAllEnvs()
    productionEnv({ PAYMENT_GATEWAY: 'simulator', SITE_URL: 'https://masar.example' })
    expect((await tryCreate()).status).toBe(404)
  })

  it('a production build served at localhost on the simulator (the end-to-end run) answers', async () => {
    productionEnv({ PAYMENT_GATEWAY: 'simulator', SITE_URL: receiver.base })
    expect((await tryCreate()).status).toBe(201)
  })
})
