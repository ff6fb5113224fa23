import { fail, type Failure, ok, type Result } from '@/lib/failure'
import type { PaymobConfig } from '@/payments/config'
import type {
  OpenedPayment,
  PaymentEvent,
  PaymentGateway,
  PaymentRequest,
  RefundRequest,
} from '@/payments/gateway'
import {
  type PaymobSignedFields,
  paymobHmacMatches,
  signedFieldShapeProblem,
  signedFieldsOfRedirect,
  signedFieldsOfTransaction,
} from '@/payments/hmac'
import { eventOfRedirect, eventOfTransaction } from '@/payments/transaction'

/**
 * The Paymob adapter (docs/payments.md): Paymob's Intention API and unified checkout to take a
 * card payment, its transaction HMAC to verify the callback and the redirect, the refund API and
 * the transaction inquiry. The local Paymob simulator speaks the same API, so this one adapter
 * serves both (`gatewayFromEnv`). It only talks to the gateway: a network failure or an
 * answer that is not 2xx is a `Failure`, never a throw, and it never changes our records.
 */

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** Each call's own time limit. */
const REQUEST_TIMEOUT_MS = 20_000
/** Paymob's auth tokens last an hour; one is reused for 50 minutes. */
const AUTH_TOKEN_REUSE_MS = 50 * 60_000
/** Paymob's placeholder for the billing fields it requires and we do not have (no shipping). */
const NOT_APPLICABLE = 'NA'

const unavailable = (status?: number): Failure =>
  fail('payment-gateway-unavailable', 'payment.errors.gatewayUnavailable', {
    ...(status === undefined ? {} : { values: { status } }),
  })

const refused = (status?: number): Failure =>
  fail('payment-gateway-refused', 'payment.errors.gatewayRefused', {
    ...(status === undefined ? {} : { values: { status } }),
  })

const invalidRequest = (): Failure =>
  fail('payment-request-invalid', 'payment.errors.requestInvalid')

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** `Mona Ahmed Hassan` -> `Mona` + `Ahmed Hassan`; a single name is both (Paymob requires both). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return { firstName: NOT_APPLICABLE, lastName: NOT_APPLICABLE }
  if (words.length === 1) return { firstName: words[0]!, lastName: words[0]! }
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') }
}

/** The Intention API's body for a payment request (`expiration` in whole seconds from `now`). */
export function intentionBody(request: PaymentRequest, config: PaymobConfig, now: Date) {
  const { firstName, lastName } = splitName(request.billing.name)
  return {
    amount: request.amount,
    currency: request.currency,
    // The card's integrations, then the wallets' (none: the checkout offers cards only).
    payment_methods: [...config.integrationIds, ...config.walletIntegrationIds],
    items: request.items.map((item) => ({
      name: item.name,
      amount: item.amount,
      description: item.description || item.name,
      quantity: item.quantity,
    })),
    billing_data: {
      first_name: firstName,
      last_name: lastName,
      email: request.billing.email,
      phone_number: request.billing.phone,
      apartment: NOT_APPLICABLE,
      floor: NOT_APPLICABLE,
      building: NOT_APPLICABLE,
      street: NOT_APPLICABLE,
      city: NOT_APPLICABLE,
      state: NOT_APPLICABLE,
      country: NOT_APPLICABLE,
      postal_code: NOT_APPLICABLE,
      shipping_method: NOT_APPLICABLE,
    },
    customer: { first_name: firstName, last_name: lastName, email: request.billing.email },
    special_reference: request.reference,
    notification_url: request.notificationUrl,
    redirection_url: request.redirectionUrl,
    expiration: Math.floor((request.expiresAt.getTime() - now.getTime()) / 1000),
    // Paymob returns extras in the callback's payment key claims; the simulator opens its card
    // page in `language`.
    extras: { reference: request.reference, language: request.language },
  }
}

/** A payment the gateway can take: whole piasters, equal to the sum of the items, still open. */
function isValidRequest(request: PaymentRequest, now: Date): boolean {
  const piasters = (value: number) => Number.isSafeInteger(value) && value > 0
  const itemsTotal = request.items.reduce((sum, item) => sum + item.amount * item.quantity, 0)
  return (
    piasters(request.amount) &&
    request.currency === 'EGP' &&
    request.items.length > 0 &&
    request.items.every(
      (item) => piasters(item.amount) && piasters(item.quantity) && item.name.trim() !== '',
    ) &&
    itemsTotal === request.amount &&
    request.reference.trim() !== '' &&
    request.expiresAt.getTime() - now.getTime() >= 1000
  )
}

export function createPaymobGateway(
  config: PaymobConfig,
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): PaymentGateway {
  /** One JSON call; any HTTP answer below 500 is returned with its status. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    { body, authorization }: { body?: unknown; authorization?: string },
  ): Promise<Result<{ status: number; json: unknown }>> {
    let response: Response
    let text: string
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(authorization ? { Authorization: authorization } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        cache: 'no-store',
      })
      text = await response.text()
    } catch {
      return unavailable()
    }
    if (response.status >= 500) return unavailable(response.status)
    let json: unknown = null
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text)
      } catch {
        return response.ok ? unavailable(response.status) : refused(response.status)
      }
    }
    return ok({ status: response.status, json })
  }

  /** A 2xx JSON object, or the failure to return. */
  async function callForObject(
    ...args: Parameters<typeof call>
  ): Promise<Result<Record<string, unknown>>> {
    const answer = await call(...args)
    if (!answer.ok) return answer
    if (answer.value.status < 200 || answer.value.status >= 300) return refused(answer.value.status)
    if (!isObject(answer.value.json)) return unavailable(answer.value.status)
    return ok(answer.value.json)
  }

  let authToken: { token: string; until: number } | null = null
  // A transaction of any of our integrations, card or wallet, is ours.
  const shapeRules = {
    integrationIds: [...config.integrationIds, ...config.walletIntegrationIds],
    owner: config.owner,
  }

  /** The legacy APIs' auth token (`POST /api/auth/tokens {api_key}`), reused while fresh. */
  async function token(): Promise<Result<string>> {
    if (authToken && authToken.until > Date.now()) return ok(authToken.token)
    const answer = await callForObject('POST', '/api/auth/tokens', {
      body: { api_key: config.apiKey },
    })
    if (!answer.ok) return answer
    const value = answer.value.token
    if (typeof value !== 'string' || value === '') return unavailable()
    authToken = { token: value, until: Date.now() + AUTH_TOKEN_REUSE_MS }
    return ok(value)
  }

  /**
   * Whether the signed fields are of their shape and the HMAC is theirs: the shape first, so a
   * genuine signature over fields whose boundaries moved never counts (hmac.ts).
   */
  function verified(fields: PaymobSignedFields, hmac: string | null): Result<true> {
    if (signedFieldShapeProblem(fields, shapeRules) !== null) {
      return fail('payment-callback-malformed', 'payment.errors.callbackMalformed')
    }
    if (!paymobHmacMatches(fields, hmac, config.hmacSecret)) {
      return fail('payment-signature-invalid', 'payment.errors.signatureInvalid')
    }
    return ok(true)
  }

  /** A transaction answer (bare, or wrapped in `obj` as older documents show it). */
  const transactionOf = (json: Record<string, unknown>) => (isObject(json.obj) ? json.obj : json)

  return {
    name: config.gateway,

    async createPayment(request: PaymentRequest): Promise<Result<OpenedPayment>> {
      const now = new Date()
      if (!isValidRequest(request, now)) return invalidRequest()
      const answer = await callForObject('POST', '/v1/intention/', {
        body: intentionBody(request, config, now),
        authorization: `Token ${config.secretKey}`,
      })
      if (!answer.ok) return answer
      const { client_secret: clientSecret, id, intention_order_id: orderId } = answer.value
      if (
        typeof clientSecret !== 'string' ||
        clientSecret === '' ||
        (typeof id !== 'string' && typeof id !== 'number') ||
        (typeof orderId !== 'number' && typeof orderId !== 'string')
      ) {
        return unavailable()
      }
      const checkout = new URL(`${config.baseUrl}/unifiedcheckout/`)
      checkout.searchParams.set('publicKey', config.publicKey)
      checkout.searchParams.set('clientSecret', clientSecret)
      return ok({
        orderId: String(orderId),
        intentionId: String(id),
        checkoutUrl: checkout.toString(),
      })
    },

    verifyCallback(body: unknown, query: URLSearchParams): Result<PaymentEvent> {
      if (!isObject(body) || !isObject(body.obj)) {
        return fail('payment-callback-malformed', 'payment.errors.callbackMalformed')
      }
      // The same URL receives the saved-card TOKEN callback; only transactions concern us.
      if (body.type !== undefined && body.type !== 'TRANSACTION') {
        return fail('payment-callback-ignored', 'payment.errors.callbackIgnored')
      }
      const checked = verified(signedFieldsOfTransaction(body.obj), query.get('hmac'))
      if (!checked.ok) return checked
      return eventOfTransaction(body.obj, config.fingerprintKey)
    },

    verifyRedirect(query: URLSearchParams): Result<PaymentEvent> {
      const checked = verified(signedFieldsOfRedirect(query), query.get('hmac'))
      if (!checked.ok) return checked
      return eventOfRedirect(query, config.fingerprintKey)
    },

    async refund({ transactionId, amount }: RefundRequest): Promise<Result<PaymentEvent>> {
      if (!/^\d+$/.test(transactionId) || !Number.isSafeInteger(amount) || amount <= 0) {
        return invalidRequest()
      }
      const answer = await callForObject('POST', '/api/acceptance/void_refund/refund', {
        body: { transaction_id: Number(transactionId), amount_cents: amount },
        authorization: `Token ${config.secretKey}`,
      })
      if (!answer.ok) return answer
      const event = eventOfTransaction(transactionOf(answer.value), config.fingerprintKey)
      if (!event.ok) return unavailable()
      // A refund the gateway answered but did not make (success false) is refused.
      if (event.value.kind !== 'refunded') return refused()
      return event
    },

    async transaction(transactionId: string): Promise<Result<PaymentEvent | null>> {
      if (!/^\d+$/.test(transactionId)) return invalidRequest()
      const auth = await token()
      if (!auth.ok) return auth
      const answer = await call('GET', `/api/acceptance/transactions/${transactionId}`, {
        authorization: `Bearer ${auth.value}`,
      })
      if (!answer.ok) return answer
      const { status, json } = answer.value
      // The gateway does not know this transaction.
      if (status === 404) return ok(null)
      if (status === 401 || status === 403) authToken = null
      if (status < 200 || status >= 300) return refused(status)
      if (!isObject(json)) return unavailable(status)
      const event = eventOfTransaction(transactionOf(json), config.fingerprintKey)
      return event.ok ? event : unavailable(status)
    },

    async inquire(orderId: string): Promise<Result<PaymentEvent | null>> {
      if (!/^\d+$/.test(orderId)) return invalidRequest()
      const auth = await token()
      if (!auth.ok) return auth
      const answer = await call('POST', '/api/ecommerce/orders/transaction_inquiry', {
        body: { auth_token: auth.value, order_id: Number(orderId) },
        authorization: `Bearer ${auth.value}`,
      })
      if (!answer.ok) return answer
      const { status, json } = answer.value
      // No transaction on the order yet: nothing to reconcile.
      if (status === 404) return ok(null)
      if (status === 401 || status === 403) authToken = null
      if (status < 200 || status >= 300) return refused(status)
      if (!isObject(json)) return unavailable(status)
      const event = eventOfTransaction(transactionOf(json), config.fingerprintKey)
      return event.ok ? event : unavailable(status)
    },
  }
}
