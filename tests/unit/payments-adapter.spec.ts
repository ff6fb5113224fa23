import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { readServerEnv } from '@/lib/env'
import { type PaymobConfig, paymobConfig } from '@/payments/config'
import type { PaymentRequest } from '@/payments/gateway'
import { createPaymobGateway, splitName } from '@/payments/paymob/adapter'
import { gatewayFromEnv } from '@/payments/paymob/gatewayFromEnv'
import { SIMULATOR_KEYS } from '@/payments/simulatorKeys'

import authToken from '../fixtures/paymob/auth-token.json'
import declinedCallback from '../fixtures/paymob/callback-declined.json'
import paidCallback from '../fixtures/paymob/callback-paid.json'
import tokenCallback from '../fixtures/paymob/callback-token.json'
import walletDeclined from '../fixtures/paymob/callback-wallet-declined.json'
import walletPaid from '../fixtures/paymob/callback-wallet-paid.json'
import intentionCreated from '../fixtures/paymob/intention-created.json'
import unknownIntegration from '../fixtures/paymob/intention-unknown-integration.json'
import paidRedirect from '../fixtures/paymob/redirect-paid.json'
import refundAnswer from '../fixtures/paymob/refund.json'
import inquiryAnswer from '../fixtures/paymob/transaction-inquiry.json'

/**
 * The Paymob adapter against recorded requests and answers shaped as Paymob documents them
 * (tests/fixtures/paymob): an injected fetch records each request and plays an answer; no network.
 */

const config: PaymobConfig = {
  gateway: 'paymob',
  baseUrl: 'https://accept.paymob.com',
  secretKey: 'egy_sk_test_0123456789',
  publicKey: 'egy_pk_test_0123456789',
  hmacSecret: paidCallback.hmacSecret,
  apiKey: 'TEST_API_KEY',
  integrationIds: [4097558],
  walletIntegrationIds: [],
  owner: 302852,
  fingerprintKey: 'test-fingerprint-key-0123456789abcdef',
}

type Answer = { status: number; body?: unknown; text?: string } | Error
type Recorded = {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
}

function fakeFetch(...answers: Answer[]) {
  const calls: Recorded[] = []
  const impl = async (url: string, init: RequestInit): Promise<Response> => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    const answer = answers.shift()
    if (!answer) throw new Error('no answer left')
    if (answer instanceof Error) throw answer
    return new Response(answer.text ?? JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return { calls, impl }
}

const NOW = new Date('2024-06-13T09:32:00.000Z')

const request: PaymentRequest = {
  reference: 'MS-7K3Q9D-P1',
  amount: 100000,
  currency: 'EGP',
  items: [
    {
      name: 'MS-7K3Q9D Sedan',
      amount: 100000,
      quantity: 1,
      description: 'Cairo Airport - Zamalek',
    },
  ],
  billing: { name: 'Mona Hassan', email: 'mona@example.com', phone: '+201001234567' },
  notificationUrl: 'https://masar.example/api/payments/paymob/callback',
  redirectionUrl: 'https://masar.example/api/payments/paymob/redirect',
  expiresAt: new Date(NOW.getTime() + 30 * 60_000),
  language: 'en',
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createPayment: the Intention API and the unified checkout', () => {
  it('sends the documented request and answers where the customer pays', async () => {
    const fetch = fakeFetch(intentionCreated)
    const gateway = createPaymobGateway(config, fetch.impl)
    const opened = await gateway.createPayment(request)

    expect(fetch.calls).toHaveLength(1)
    const [call] = fetch.calls
    expect(call!.method).toBe('POST')
    expect(call!.url).toBe('https://accept.paymob.com/v1/intention/')
    expect(call!.headers).toMatchObject({
      Authorization: 'Token egy_sk_test_0123456789',
      'Content-Type': 'application/json',
    })
    expect(call!.body).toEqual(intentionCreated.request)

    expect(opened).toEqual({
      ok: true,
      value: {
        orderId: '217503754',
        intentionId: 'pi_test_6f1f0f1b2c3d4e5f',
        checkoutUrl:
          'https://accept.paymob.com/unifiedcheckout/?publicKey=egy_pk_test_0123456789&clientSecret=egy_csk_test_2b7c4e1f9a0d4c8e9f3a1b2c3d4e5f60',
      },
    })
  })

  it('sends the amount as the sum of the items, in piasters, with every integration id', async () => {
    const fetch = fakeFetch(intentionCreated)
    const gateway = createPaymobGateway({ ...config, integrationIds: [1, 2] }, fetch.impl)
    await gateway.createPayment({
      ...request,
      amount: 30050,
      items: [
        { name: 'Sedan', amount: 15000, quantity: 1 },
        { name: 'Extra stop', amount: 7525, quantity: 2 },
      ],
      language: 'ar',
    })
    expect(fetch.calls[0]!.body).toMatchObject({
      amount: 30050,
      payment_methods: [1, 2],
      items: [
        { name: 'Sedan', amount: 15000, quantity: 1, description: 'Sedan' },
        { name: 'Extra stop', amount: 7525, quantity: 2, description: 'Extra stop' },
      ],
      extras: { language: 'ar' },
    })
  })

  it('offers the wallet integrations after the card ones, and none when there are none', async () => {
    const withWallets = fakeFetch(intentionCreated)
    await createPaymobGateway(
      { ...config, integrationIds: [4097558], walletIntegrationIds: [4097559, 4097560] },
      withWallets.impl,
    ).createPayment(request)
    expect(withWallets.calls[0]!.body).toMatchObject({
      payment_methods: [4097558, 4097559, 4097560],
    })
    const cardsOnly = fakeFetch(intentionCreated)
    await createPaymobGateway(config, cardsOnly.impl).createPayment(request)
    expect(cardsOnly.calls[0]!.body).toMatchObject({ payment_methods: [4097558] })
  })

  it('refuses, without calling Paymob, a request Paymob would refuse', async () => {
    const fetch = fakeFetch()
    const gateway = createPaymobGateway(config, fetch.impl)
    const refusedRequests: PaymentRequest[] = [
      { ...request, amount: 99999 },
      { ...request, amount: 1000.5, items: [{ name: 'x', amount: 1000.5, quantity: 1 }] },
      { ...request, amount: 0, items: [{ name: 'x', amount: 0, quantity: 1 }] },
      { ...request, items: [] },
      { ...request, expiresAt: NOW },
      { ...request, reference: ' ' },
    ]
    for (const refused of refusedRequests) {
      expect(await gateway.createPayment(refused)).toMatchObject({
        ok: false,
        code: 'payment-request-invalid',
        messageKey: 'payment.errors.requestInvalid',
      })
    }
    expect(fetch.calls).toHaveLength(0)
  })

  it("answers Paymob's refusal as payment-gateway-refused", async () => {
    const gateway = createPaymobGateway(config, fakeFetch(unknownIntegration).impl)
    expect(await gateway.createPayment(request)).toEqual({
      ok: false,
      code: 'payment-gateway-refused',
      messageKey: 'payment.errors.gatewayRefused',
      values: { status: 404 },
    })
  })

  it('answers a network failure, a server error or a broken answer as payment-gateway-unavailable', async () => {
    const answers: Answer[] = [
      new TypeError('fetch failed'),
      { status: 502, text: '<html>Bad gateway</html>' },
      { status: 201, text: 'not json' },
      { status: 201, body: { id: 'pi_test_1' } },
      { status: 201, body: [] },
    ]
    for (const answer of answers) {
      const gateway = createPaymobGateway(config, fakeFetch(answer).impl)
      expect(await gateway.createPayment(request)).toMatchObject({
        ok: false,
        code: 'payment-gateway-unavailable',
        messageKey: 'payment.errors.gatewayUnavailable',
      })
    }
  })

  it('splits the name into the first and last names Paymob requires', () => {
    expect(splitName('Mona Ahmed Hassan')).toEqual({
      firstName: 'Mona',
      lastName: 'Ahmed Hassan',
    })
    expect(splitName('  منى   حسن ')).toEqual({ firstName: 'منى', lastName: 'حسن' })
    expect(splitName('Mona')).toEqual({ firstName: 'Mona', lastName: 'Mona' })
    expect(splitName('')).toEqual({ firstName: 'NA', lastName: 'NA' })
  })
})

describe('verifyCallback: the transaction processed callback', () => {
  const gateway = createPaymobGateway(config, fakeFetch().impl)
  const query = (hmac: string) => new URLSearchParams({ hmac })

  it('verifies the HMAC and reads the transaction', () => {
    expect(gateway.verifyCallback(paidCallback.body, query(paidCallback.query.hmac))).toMatchObject(
      {
        ok: true,
        value: { kind: 'paid', transactionId: '192036465', orderId: '217503754', amount: 100000 },
      },
    )
    expect(
      gateway.verifyCallback(declinedCallback.body, query(declinedCallback.query.hmac)),
    ).toMatchObject({ ok: true, value: { kind: 'declined', declineCode: 'insufficient-funds' } })
  })

  it('refuses a forged or missing HMAC, and a tampered amount', () => {
    const forged = { ok: false, code: 'payment-signature-invalid' }
    expect(
      gateway.verifyCallback(paidCallback.body, query(declinedCallback.query.hmac)),
    ).toMatchObject(forged)
    expect(gateway.verifyCallback(paidCallback.body, new URLSearchParams())).toMatchObject(forged)
    const tampered = {
      ...paidCallback.body,
      obj: { ...paidCallback.body.obj, amount_cents: 100 },
    }
    expect(gateway.verifyCallback(tampered, query(paidCallback.query.hmac))).toMatchObject(forged)
    const otherSecret = createPaymobGateway({ ...config, hmacSecret: 'another' }, fakeFetch().impl)
    expect(
      otherSecret.verifyCallback(paidCallback.body, query(paidCallback.query.hmac)),
    ).toMatchObject(forged)
  })

  it('refuses a validly signed callback whose digits moved from id to integration_id', () => {
    const shifted = {
      ...paidCallback.body,
      obj: { ...paidCallback.body.obj, id: 1920364654, integration_id: 97558 },
    }
    // The same signed text: the genuine signature still matches, the shape does not.
    expect(gateway.verifyCallback(shifted, query(paidCallback.query.hmac))).toMatchObject({
      ok: false,
      code: 'payment-callback-malformed',
    })
    const query2 = new URLSearchParams(paidRedirect.query)
    query2.set('id', '1920364654')
    query2.set('integration_id', '097558')
    expect(gateway.verifyRedirect(query2)).toMatchObject({
      ok: false,
      code: 'payment-callback-malformed',
    })
    const otherOwner = createPaymobGateway({ ...config, owner: 1 }, fakeFetch().impl)
    expect(
      otherOwner.verifyCallback(paidCallback.body, query(paidCallback.query.hmac)),
    ).toMatchObject({ ok: false, code: 'payment-callback-malformed' })
  })

  it('leaves the saved-card token callback alone, and refuses what is not a callback', () => {
    expect(
      gateway.verifyCallback(tokenCallback.body, query(paidCallback.query.hmac)),
    ).toMatchObject({
      ok: false,
      code: 'payment-callback-ignored',
    })
    for (const body of [null, 'text', [], {}, { obj: 'x' }]) {
      expect(gateway.verifyCallback(body, query(paidCallback.query.hmac))).toMatchObject({
        ok: false,
        code: 'payment-callback-malformed',
      })
    }
  })
})

describe('verifyCallback: a mobile wallet payment', () => {
  const query = (hmac: string) => new URLSearchParams({ hmac })

  it("accepts a wallet integration's transaction only when the wallet is configured", () => {
    const withWallet = createPaymobGateway(
      { ...config, hmacSecret: walletPaid.hmacSecret, walletIntegrationIds: [4097559] },
      fakeFetch().impl,
    )
    expect(withWallet.verifyCallback(walletPaid.body, query(walletPaid.query.hmac))).toMatchObject({
      ok: true,
      value: {
        kind: 'paid',
        transactionId: '192036470',
        instrument: { method: 'wallet', masked: '010•••••010' },
      },
    })
    expect(
      withWallet.verifyCallback(walletDeclined.body, query(walletDeclined.query.hmac)),
    ).toMatchObject({
      ok: true,
      value: { kind: 'declined', declineCode: 'wallet-insufficient-balance' },
    })
    // Signed by the merchant's key, but from an integration that is not ours: refused.
    const cardsOnly = createPaymobGateway(
      { ...config, hmacSecret: walletPaid.hmacSecret },
      fakeFetch().impl,
    )
    expect(cardsOnly.verifyCallback(walletPaid.body, query(walletPaid.query.hmac))).toMatchObject({
      ok: false,
      code: 'payment-callback-malformed',
    })
  })
})

describe('verifyRedirect: the transaction response callback', () => {
  const gateway = createPaymobGateway(config, fakeFetch().impl)

  it('verifies the flat query and reads the same transaction as the callback', () => {
    const redirect = gateway.verifyRedirect(new URLSearchParams(paidRedirect.query))
    const callback = gateway.verifyCallback(
      paidCallback.body,
      new URLSearchParams({ hmac: paidCallback.query.hmac }),
    )
    expect(redirect).toEqual(callback)
  })

  it('refuses a redirect whose signed fields were changed', () => {
    for (const [name, value] of [
      ['success', 'false'],
      ['amount_cents', '1'],
      ['currency', 'USD'],
      ['id', '1'],
      ['order', '1'],
      ['pending', 'true'],
      ['is_refunded', 'true'],
      ['hmac', ''],
    ] as const) {
      const query = new URLSearchParams(paidRedirect.query)
      query.set(name, value)
      expect(gateway.verifyRedirect(query), name).toMatchObject({
        ok: false,
        code: 'payment-signature-invalid',
      })
    }
  })

  it('does not sign the decline texts: changing them changes no payment', () => {
    const query = new URLSearchParams(paidRedirect.query)
    query.set('data.message', 'Insufficient funds')
    query.set('acq_response_code', '51')
    expect(gateway.verifyRedirect(query)).toMatchObject({ ok: true, value: { kind: 'paid' } })
  })
})

describe('refund', () => {
  it('posts the transaction and the amount with the secret key, and reads the refund', async () => {
    const fetch = fakeFetch({ status: refundAnswer.status, body: refundAnswer.body })
    const gateway = createPaymobGateway(config, fetch.impl)
    const refunded = await gateway.refund({ transactionId: '192036465', amount: 40000 })
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://accept.paymob.com/api/acceptance/void_refund/refund',
      headers: { Authorization: 'Token egy_sk_test_0123456789' },
      body: refundAnswer.request,
    })
    expect(refunded).toMatchObject({
      ok: true,
      value: { kind: 'refunded', transactionId: '192036999', orderId: '217503754', amount: 40000 },
    })
  })

  it('refuses what Paymob refuses or did not do', async () => {
    const refusedAnswer = { status: 400, body: { message: 'Transaction is not refundable.' } }
    let gateway = createPaymobGateway(config, fakeFetch(refusedAnswer).impl)
    expect(await gateway.refund({ transactionId: '192036465', amount: 40000 })).toMatchObject({
      ok: false,
      code: 'payment-gateway-refused',
      values: { status: 400 },
    })
    const notDone = { ...refundAnswer.body, success: false }
    gateway = createPaymobGateway(config, fakeFetch({ status: 200, body: notDone }).impl)
    expect(await gateway.refund({ transactionId: '192036465', amount: 40000 })).toMatchObject({
      ok: false,
      code: 'payment-gateway-refused',
    })
    const fetch = fakeFetch()
    gateway = createPaymobGateway(config, fetch.impl)
    expect(await gateway.refund({ transactionId: 'abc', amount: 40000 })).toMatchObject({
      code: 'payment-request-invalid',
    })
    expect(await gateway.refund({ transactionId: '1', amount: 0 })).toMatchObject({
      code: 'payment-request-invalid',
    })
    expect(fetch.calls).toHaveLength(0)
  })

  it('answers a network failure as payment-gateway-unavailable', async () => {
    const gateway = createPaymobGateway(config, fakeFetch(new Error('ECONNRESET')).impl)
    expect(await gateway.refund({ transactionId: '192036465', amount: 1 })).toMatchObject({
      ok: false,
      code: 'payment-gateway-unavailable',
    })
  })
})

describe('transaction: the inquiry of one transaction before an automatic refund', () => {
  const tokenAnswer = { status: authToken.status, body: authToken.body }

  it('asks for the transaction by its id with the auth token, and reads it', async () => {
    const fetch = fakeFetch(tokenAnswer, { status: 200, body: inquiryAnswer.body })
    const gateway = createPaymobGateway(config, fetch.impl)
    expect(await gateway.transaction('192036465')).toMatchObject({
      ok: true,
      value: { kind: 'paid', transactionId: '192036465', orderId: '217503754', amount: 100000 },
    })
    expect(fetch.calls[1]).toMatchObject({
      method: 'GET',
      url: 'https://accept.paymob.com/api/acceptance/transactions/192036465',
      headers: { Authorization: `Bearer ${authToken.body.token}` },
    })
  })

  it('answers null for a transaction the gateway does not know, and asks nothing for a bad id', async () => {
    const fetch = fakeFetch(tokenAnswer, { status: 404, body: { detail: 'Not found.' } })
    const gateway = createPaymobGateway(config, fetch.impl)
    expect(await gateway.transaction('1')).toEqual({ ok: true, value: null })
    expect(await gateway.transaction('1/../2')).toMatchObject({ code: 'payment-request-invalid' })
    expect(fetch.calls).toHaveLength(2)
  })
})

describe('inquire: the transaction inquiry for reconciliation', () => {
  const tokenAnswer = { status: authToken.status, body: authToken.body }
  const inquiry = { status: inquiryAnswer.status, body: inquiryAnswer.body }

  it('buys an auth token with the API key, then asks for the order', async () => {
    const fetch = fakeFetch(tokenAnswer, inquiry)
    const gateway = createPaymobGateway(config, fetch.impl)
    const event = await gateway.inquire('217503754')
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://accept.paymob.com/api/auth/tokens',
      body: authToken.request,
    })
    expect(fetch.calls[0]!.headers.Authorization).toBeUndefined()
    expect(fetch.calls[1]).toMatchObject({
      method: 'POST',
      url: 'https://accept.paymob.com/api/ecommerce/orders/transaction_inquiry',
      headers: { Authorization: `Bearer ${authToken.body.token}` },
      body: { auth_token: authToken.body.token, ...inquiryAnswer.request },
    })
    expect(event).toMatchObject({
      ok: true,
      value: { kind: 'paid', transactionId: '192036465', orderId: '217503754' },
    })
  })

  it('reuses the token for the next inquiries, and buys a new one when it is refused', async () => {
    const fetch = fakeFetch(
      tokenAnswer,
      inquiry,
      inquiry,
      { status: 401, body: { detail: 'Invalid token.' } },
      tokenAnswer,
      inquiry,
    )
    const gateway = createPaymobGateway(config, fetch.impl)
    await gateway.inquire('217503754')
    await gateway.inquire('217503754')
    expect(fetch.calls.map((call) => call.url.split('/').pop())).toEqual([
      'tokens',
      'transaction_inquiry',
      'transaction_inquiry',
    ])
    expect(await gateway.inquire('217503754')).toMatchObject({
      ok: false,
      code: 'payment-gateway-refused',
      values: { status: 401 },
    })
    expect((await gateway.inquire('217503754')).ok).toBe(true)
    expect(fetch.calls.map((call) => call.url.split('/').pop()).slice(3)).toEqual([
      'transaction_inquiry',
      'tokens',
      'transaction_inquiry',
    ])
  })

  it('answers null for an order without a transaction', async () => {
    const fetch = fakeFetch(tokenAnswer, { status: 404, body: { detail: 'Not found.' } })
    expect(await createPaymobGateway(config, fetch.impl).inquire('217503754')).toEqual({
      ok: true,
      value: null,
    })
  })

  it('reads an answer wrapped in obj, as older documents show it', async () => {
    const fetch = fakeFetch(tokenAnswer, {
      status: 200,
      body: { type: 'TRANSACTION', obj: inquiryAnswer.body },
    })
    expect(await createPaymobGateway(config, fetch.impl).inquire('217503754')).toMatchObject({
      ok: true,
      value: { kind: 'paid', transactionId: '192036465' },
    })
  })

  it('fails without a token, and when Paymob is down', async () => {
    let gateway = createPaymobGateway(
      config,
      fakeFetch({ status: 403, body: { detail: 'incorrect credentials' } }).impl,
    )
    expect(await gateway.inquire('217503754')).toMatchObject({
      code: 'payment-gateway-refused',
      values: { status: 403 },
    })
    gateway = createPaymobGateway(config, fakeFetch(tokenAnswer, { status: 503, text: '' }).impl)
    expect(await gateway.inquire('217503754')).toMatchObject({
      code: 'payment-gateway-unavailable',
      values: { status: 503 },
    })
    gateway = createPaymobGateway(config, fakeFetch(new Error('timeout')).impl)
    expect(await gateway.inquire('217503754')).toMatchObject({
      code: 'payment-gateway-unavailable',
    })
    expect(await gateway.inquire('not-an-order')).toMatchObject({
      code: 'payment-request-invalid',
    })
  })
})

describe('the gateway from the environment', () => {
  it('is the same adapter pointed at the local simulator by default', () => {
    const config = paymobConfig(readServerEnv({ SITE_URL: 'http://localhost:3000/' }))
    expect(config).toEqual({
      gateway: 'simulator',
      baseUrl: 'http://localhost:3000/paymob-simulator',
      secretKey: SIMULATOR_KEYS.secretKey,
      publicKey: SIMULATOR_KEYS.publicKey,
      hmacSecret: SIMULATOR_KEYS.hmacSecret,
      apiKey: SIMULATOR_KEYS.apiKey,
      integrationIds: [4000001],
      walletIntegrationIds: [SIMULATOR_KEYS.walletIntegrationId],
      owner: SIMULATOR_KEYS.owner,
      fingerprintKey: readServerEnv({}).PAYLOAD_SECRET,
    })
    expect(config.secretKey).toMatch(/^sim_sk_test_/)
    expect(config.publicKey).toMatch(/^sim_pk_test_/)
    expect(gatewayFromEnv({}).name).toBe('simulator')
  })

  it("lets the PAYMOB_* variables override the simulator's keys", () => {
    const config = paymobConfig(
      readServerEnv({
        PAYMOB_BASE_URL: 'http://127.0.0.1:4000/sim/',
        PAYMOB_HMAC_SECRET: 'other',
        PAYMOB_INTEGRATION_IDS: '7',
      }),
    )
    expect(config).toMatchObject({
      gateway: 'simulator',
      baseUrl: 'http://127.0.0.1:4000/sim',
      hmacSecret: 'other',
      integrationIds: [7],
      secretKey: SIMULATOR_KEYS.secretKey,
    })
  })

  it("is Paymob at accept.paymob.com with the merchant's keys", () => {
    const env = {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
      SITE_URL: 'https://masar.example',
      PAYMOB_SECRET_KEY: 'egy_sk_live_1',
      PAYMOB_PUBLIC_KEY: 'egy_pk_live_1',
      PAYMOB_HMAC_SECRET: 'HMAC',
      PAYMOB_API_KEY: 'API',
      PAYMOB_INTEGRATION_IDS: '4567890',
      PAYMOB_OWNER: ' 302852 ',
    }
    expect(paymobConfig(readServerEnv(env))).toEqual({
      gateway: 'paymob',
      baseUrl: 'https://accept.paymob.com',
      secretKey: 'egy_sk_live_1',
      publicKey: 'egy_pk_live_1',
      hmacSecret: 'HMAC',
      apiKey: 'API',
      integrationIds: [4567890],
      // No wallet unless the merchant names its wallet integration.
      walletIntegrationIds: [],
      owner: 302852,
      // The site's own secret keys the payer's fingerprint, not Paymob's key.
      fingerprintKey: 'a-production-secret-of-at-least-32-characters',
    })
    expect(
      paymobConfig(readServerEnv({ ...env, PAYMOB_WALLET_INTEGRATION_IDS: '4567891, 4567892' }))
        .walletIntegrationIds,
    ).toEqual([4567891, 4567892])
    expect(() => readServerEnv({ ...env, PAYMOB_WALLET_INTEGRATION_IDS: 'wallet' })).toThrow(
      /PAYMOB_WALLET_INTEGRATION_IDS/,
    )
    // Paymob without the merchant's id does not start: the owner is a signed field we check.
    const { PAYMOB_OWNER: _owner, ...withoutOwner } = env
    expect(() => readServerEnv(withoutOwner)).toThrow(/needs PAYMOB_OWNER/)
    expect(() => readServerEnv({ ...env, PAYMOB_OWNER: '0302852' })).toThrow(/PAYMOB_OWNER/)
    expect(gatewayFromEnv(env).name).toBe('paymob')
  })
})
