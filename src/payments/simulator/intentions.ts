import * as z from 'zod'

import { PAYMOB_CALLBACK_PATH, PAYMOB_REDIRECT_PATH } from '@/payments/config'

import type { PaymobAnswer } from './answers'
import { simulatorCredentials, simulatorSiteUrl } from './environment'
import { intentionByReference, nextId, randomToken, saveIntention } from './store'
import { paymentKey, paymobTimestamp } from './transactions'
import type { BillingData, Intention } from './types'

/**
 * `POST /v1/intention/`: Paymob's Intention API, checked the way Paymob checks it. Errors keep
 * Paymob's shape: `{detail}` for authentication and unknown integrations, `{field: [messages]}`
 * for a refused body (Django REST framework's form).
 */

/** An integer given as a number or as digits in a string (Paymob accepts both). */
const integer = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])

const text = z.string().trim().min(1, 'This field may not be blank.')

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

const httpUrl = z.string().refine(isHttpUrl, 'Enter a valid URL.')

/** Whether `value` is `path` on the site's own origin (a query string may follow). */
function isOwnUrl(value: string, site: URL, path: string): boolean {
  const url = new URL(value)
  return url.origin === site.origin && url.pathname === path && !url.username && !url.password
}

const billingSchema = z
  .object({
    first_name: text,
    last_name: text,
    email: z.string().email('Enter a valid email address.'),
    phone_number: text,
  })
  .catchall(z.union([z.string(), z.number()]).transform(String))

const intentionSchema = z.object({
  amount: integer.refine((value) => value > 0, 'Ensure this value is greater than 0.'),
  currency: z.string(),
  payment_methods: z.array(z.union([z.number().int(), z.string()])).min(1),
  items: z
    .array(
      z.object({
        name: text.max(255),
        amount: integer,
        description: z.string().optional(),
        quantity: integer.refine((value) => value > 0, 'Ensure this value is greater than 0.'),
      }),
    )
    .min(1, 'This list may not be empty.'),
  billing_data: billingSchema,
  special_reference: text.max(255),
  notification_url: httpUrl,
  redirection_url: httpUrl,
  /** Seconds until the intention can no longer be paid. */
  expiration: integer
    .refine((value) => value > 0, 'Ensure this value is greater than 0.')
    .optional(),
  extras: z.record(z.string(), z.unknown()).optional(),
  customer: z.record(z.string(), z.unknown()).optional(),
})

/** Paymob's default when `expiration` is left out. */
const DEFAULT_EXPIRATION_SECONDS = 60 * 60

const fieldErrors = (error: z.ZodError): Record<string, string[]> => {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'non_field_errors'
    const message =
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'This field is required.'
        : issue.message
    ;(errors[field] ??= []).push(message)
  }
  return errors
}

/**
 * The card page's language: `extras.language` (or `lang`, `locale`) when it is 'ar' or 'en'.
 * Paymob's own checkout has a language switch; the simulator opens in the language the site asked.
 */
function languageOf(extras: Record<string, unknown>): 'en' | 'ar' {
  const value = extras.language ?? extras.lang ?? extras.locale
  return value === 'ar' ? 'ar' : 'en'
}

/**
 * The card and wallet integration ids a `payment_methods` list names (by id, or the words `card`
 * and `wallet` for the first of each); null when one is unknown.
 */
function integrationsOf(
  methods: (number | string)[],
): { cards: number[]; wallets: number[] } | null {
  const { integrationIds: cardIds, walletIntegrationIds: walletIds } = simulatorCredentials()
  const known = [...cardIds, ...walletIds]
  const ids = methods.map((method) => {
    if (typeof method === 'number') return known.includes(method) ? method : null
    if (/^\d+$/.test(method)) return known.includes(Number(method)) ? Number(method) : null
    if (method === 'card') return cardIds[0] ?? null
    return method === 'wallet' ? (walletIds[0] ?? null) : null
  })
  if (!ids.every((id): id is number => id !== null)) return null
  const unique = [...new Set(ids)]
  return {
    cards: unique.filter((id) => cardIds.includes(id)),
    wallets: unique.filter((id) => walletIds.includes(id)),
  }
}

/** The answer Paymob gives to a created intention (201). */
export function intentionAnswer(intention: Intention) {
  return {
    payment_keys: [
      {
        integration: intention.integrationId,
        key: intention.paymentKey,
        gateway_type: 'VPC',
        iframe_id: null,
        order_id: intention.orderId,
        redirection_url: intention.redirectionUrl,
        save_card: false,
      },
    ],
    intention_order_id: intention.orderId,
    id: intention.id,
    intention_detail: {
      amount: intention.amountCents,
      items: intention.items,
      currency: intention.currency,
      billing_data: intention.billing,
    },
    client_secret: intention.clientSecret,
    payment_methods: intention.integrationIds.map((id) => ({
      integration_id: id,
      alias: null,
      name: null,
      method_type: id === intention.walletIntegrationId ? 'wallet' : 'card',
      currency: intention.currency,
      live: false,
      use_cvc_with_moto: false,
    })),
    special_reference: intention.specialReference,
    extras: { creation_extras: intention.extras, confirmation_extras: null },
    confirmed: false,
    status: 'intended',
    created: paymobTimestamp(intention.createdAt),
    card_detail: null,
    card_tokens: [],
    object: 'paymentintention',
  }
}

/** Creates an intention from the JSON body of `POST /v1/intention/`. */
export function createIntention(body: unknown, now: Date): PaymobAnswer {
  const parsed = intentionSchema.safeParse(body)
  if (!parsed.success) return { status: 400, body: fieldErrors(parsed.error) }
  const request = parsed.data

  if (request.currency !== 'EGP') {
    return { status: 400, body: { currency: ['Currency is not supported for this integration.'] } }
  }
  const integrations = integrationsOf(request.payment_methods)
  // A checkout needs a way to pay by card (the wallet is offered beside it).
  if (!integrations || integrations.cards.length === 0) {
    return {
      status: 404,
      body: {
        detail:
          'Integration ID/Name does not exist in our system . You can find the list of Integration ID’/Names from Merchant Dashboard under Developers → Payment Integrations Tab',
      },
    }
  }
  const itemsTotal = request.items.reduce((sum, item) => sum + item.amount * item.quantity, 0)
  if (itemsTotal !== request.amount) {
    return {
      status: 400,
      body: {
        amount: [
          `The amount (${request.amount}) must equal the sum of the items' amounts (${itemsTotal}).`,
        ],
      },
    }
  }
  if (intentionByReference(request.special_reference)) {
    return {
      status: 400,
      body: { special_reference: ['An intention with this special reference already exists.'] },
    }
  }

  // The simulator posts its callbacks itself: only to the site's own callback, never to an
  // address a caller names (it would be a way to make this server send requests anywhere).
  const site = simulatorSiteUrl()
  const notOurs: Record<string, string[]> = {}
  if (!isOwnUrl(request.notification_url, site, PAYMOB_CALLBACK_PATH)) {
    notOurs.notification_url = [
      `Only this site's own callback (${site.origin}${PAYMOB_CALLBACK_PATH}) can be notified.`,
    ]
  }
  if (!isOwnUrl(request.redirection_url, site, PAYMOB_REDIRECT_PATH)) {
    notOurs.redirection_url = [
      `Only this site's own way back (${site.origin}${PAYMOB_REDIRECT_PATH}) can be used.`,
    ]
  }
  if (Object.keys(notOurs).length > 0) return { status: 400, body: notOurs }

  const extras = request.extras ?? {}
  const orderId = nextId()
  const intention: Intention = {
    id: `pi_test_${randomToken(16)}`,
    clientSecret: `egy_csk_test_${randomToken(16)}`,
    orderId,
    paymentKey: paymentKey(),
    amountCents: request.amount,
    currency: 'EGP',
    items: request.items.map((item) => ({
      name: item.name,
      amount: item.amount,
      description: item.description ?? '',
      quantity: item.quantity,
    })),
    billing: request.billing_data as BillingData,
    specialReference: request.special_reference,
    notificationUrl: request.notification_url,
    redirectionUrl: request.redirection_url,
    integrationId: integrations.cards[0]!,
    integrationIds: [...integrations.cards, ...integrations.wallets],
    walletIntegrationId: integrations.wallets[0] ?? null,
    language: languageOf(extras),
    extras,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (request.expiration ?? DEFAULT_EXPIRATION_SECONDS) * 1000),
    status: 'intended',
  }
  saveIntention(intention)
  return { status: 201, body: intentionAnswer(intention) }
}
