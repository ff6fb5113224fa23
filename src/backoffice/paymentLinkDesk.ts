import type { PaymentMethod } from '@/payments/instrument'
import * as z from 'zod'

import { cairoWallTimeToUtc, formatCairo } from '../booking/cairoTime'
import { egpToPiasters, formatPiasters, type Piasters } from '../booking/money'
import { isLocale, type Locale, LOCALES } from '../i18n/locales'
import type { MessageKey } from '../i18n/messageKeys'
import { translate } from '../i18n/messages'
import { toAsciiDigits } from '../lib/digits'
import { codeOfMessageKey, fail, type FieldIssue, ok, type Result } from '../lib/failure'
import { normalizePhone } from '../lib/phone'
import { plainText } from '../lib/plainText'
import { typedIn } from '../i18n/textDirection'
import { paymentLinkState, paymentLinkUrl, type PaymentLinkStatus } from '../payments/paymentLinks'

/**
 * The payment links desk as pure rules: what staff type to create a link (an amount in pounds as
 * they write it, the customer, what it is for, an optional reservation and expiry in Cairo time,
 * the customer's language), the row a link shows, and the WhatsApp message that shares it in the
 * customer's language. The operations in `operations/` read and write Payload.
 */
export const PAYMENT_LINK_ERRORS = {
  amountInvalid: 'backoffice.paymentLinks.errors.amountInvalid',
  amountTooLarge: 'backoffice.paymentLinks.errors.amountTooLarge',
  nameRequired: 'backoffice.paymentLinks.errors.nameRequired',
  phoneInvalid: 'backoffice.paymentLinks.errors.phoneInvalid',
  emailInvalid: 'backoffice.paymentLinks.errors.emailInvalid',
  descriptionRequired: 'backoffice.paymentLinks.errors.descriptionRequired',
  reservationUnknown: 'backoffice.paymentLinks.errors.reservationUnknown',
  expiryInvalid: 'backoffice.paymentLinks.errors.expiryInvalid',
  expiryTooSoon: 'backoffice.paymentLinks.errors.expiryTooSoon',
  expiryTooFar: 'backoffice.paymentLinks.errors.expiryTooFar',
  languageInvalid: 'backoffice.paymentLinks.errors.languageInvalid',
} as const satisfies Record<string, MessageKey>

/** The largest amount a link may ask: EGP 1,000,000 (a typo of a few zeros is caught). */
export const PAYMENT_LINK_MAX_AMOUNT: Piasters = 100_000_000

/** A chosen expiry: at least this far ahead, at most as far as the settings' longest (720 h). */
export const PAYMENT_LINK_EXPIRY = { minMinutes: 10, maxHours: 720 } as const

const PLAIN = /^\d+(\.\d{1,2})?$/
/** Thousands grouped by commas or spaces, every group of three: "1,250.50", "1 250 000". */
const GROUPED = /^\d{1,3}(?:([, ])\d{3})(?:\1\d{3})*(\.\d{1,2})?$/

/**
 * An amount in pounds as staff type it ("1250", "1,250.50", "١٬٢٥٠", "1 250") to piasters;
 * null when it is not one. A comma only ever groups thousands: "12,50" is refused rather than read
 * as 1250 or 12.50.
 */
export function readPounds(input: unknown): Piasters | null {
  const raw = typeof input === 'number' && Number.isFinite(input) ? String(input) : input
  if (typeof raw !== 'string') return null
  const text = toAsciiDigits(raw)
    .replace(/\u066c/g, ',')
    .replace(/\u066b/g, '.')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim()
  if (!PLAIN.test(text) && !GROUPED.test(text)) return null
  try {
    return egpToPiasters(text.replace(/[, ]/g, ''))
  } catch {
    return null
  }
}

const E = PAYMENT_LINK_ERRORS

/** An optional text: empty, null or absent is none. */
const optionalText = (key: MessageKey, max: number) =>
  plainText(key)
    .trim()
    .max(max, key)
    .nullish()
    .transform((value) => value || undefined)

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/

/** The create form's fields, before the rules that need the time (`readPaymentLinkInput`). */
const createBody = z.object({
  amount: z.union([z.string(), z.number()], { error: E.amountInvalid }).transform((value, ctx) => {
    const piasters = readPounds(value)
    if (piasters === null || piasters <= 0) {
      ctx.addIssue({ code: 'custom', message: E.amountInvalid })
      return z.NEVER
    }
    if (piasters > PAYMENT_LINK_MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: E.amountTooLarge })
      return z.NEVER
    }
    return piasters
  }),
  customerName: plainText(E.nameRequired).trim().min(1, E.nameRequired).max(120, E.nameRequired),
  phone: plainText(E.phoneInvalid, { phoneNumber: true })
    .trim()
    .max(40, E.phoneInvalid)
    .transform((value, ctx) => {
      const e164 = normalizePhone(value)
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: E.phoneInvalid })
        return z.NEVER
      }
      return e164
    }),
  email: plainText(E.emailInvalid)
    .trim()
    .min(1, E.emailInvalid)
    .max(254, E.emailInvalid)
    .toLowerCase()
    .pipe(z.email({ error: E.emailInvalid })),
  description: plainText(E.descriptionRequired)
    .trim()
    .min(1, E.descriptionRequired)
    .max(200, E.descriptionRequired),
  reservationNumber: optionalText(E.reservationUnknown, 20).pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, E.reservationUnknown)
      .transform((value) => value.toUpperCase())
      .optional(),
  ),
  expiresAt: optionalText(E.expiryInvalid, 40).pipe(
    z
      .string()
      .regex(WALL_TIME, E.expiryInvalid)
      .transform((value, ctx) => {
        const [, day, time] = WALL_TIME.exec(value)!
        const instant = cairoWallTimeToUtc(`${day}T${time}`)
        if (!instant) {
          ctx.addIssue({ code: 'custom', message: E.expiryInvalid })
          return z.NEVER
        }
        return instant
      })
      .optional(),
  ),
  language: z
    .enum(LOCALES, { error: E.languageInvalid })
    .nullish()
    .transform((value) => value ?? 'en'),
})

/** A link to create, as the operation hands it to Payload. */
export type PaymentLinkInput = {
  /** Piasters. */
  amount: Piasters
  customerName: string
  /** E.164. */
  phone: string
  email: string
  description: string
  reservationNumber?: string
  /** Absent: the settings' hours from now (the collection fills it in). */
  expiresAt?: Date
  language: Locale
}

const issueKey = (message: string): MessageKey =>
  /^[a-z]+(\.[A-Za-z]+)*\.errors\.[A-Za-z]+$/.test(message)
    ? (message as MessageKey)
    : 'api.invalidBody'

/** Every refused field; the first one is the answer's code and message. */
function fieldsFailure(issues: FieldIssue[]) {
  const first = issues[0]!
  return fail(first.code, first.messageKey, { issues })
}

/**
 * The create form's body, checked: every refused field is listed (`issues`, in the form's order),
 * the first one gives the answer's code. The expiry, when given, is a Cairo wall-clock time from
 * `PAYMENT_LINK_EXPIRY.minMinutes` to `maxHours` after `now`.
 */
export function readPaymentLinkInput(body: unknown, now: Date): Result<PaymentLinkInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail('invalid-body', 'api.invalidBody')
  }
  const parsed = createBody.safeParse(body)
  const issues: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const messageKey = issueKey(issue.message)
        return {
          field: String(issue.path[0] ?? ''),
          code: codeOfMessageKey(messageKey),
          messageKey,
        }
      })
  // The expiry's window is checked even when another field is refused: every issue at once.
  const expiry = createBody.shape.expiresAt.safeParse((body as Record<string, unknown>).expiresAt)
  const expiresAt = expiry.success ? expiry.data : undefined
  if (expiresAt) {
    const ahead = expiresAt.getTime() - now.getTime()
    if (ahead < PAYMENT_LINK_EXPIRY.minMinutes * 60_000) {
      issues.push({ field: 'expiresAt', code: 'expiry-too-soon', messageKey: E.expiryTooSoon })
    } else if (ahead > PAYMENT_LINK_EXPIRY.maxHours * 3_600_000) {
      issues.push({ field: 'expiresAt', code: 'expiry-too-far', messageKey: E.expiryTooFar })
    }
  }
  if (issues.length || !parsed.success) return fieldsFailure(issues)
  const { reservationNumber, ...input } = parsed.data
  return ok({
    ...input,
    ...(reservationNumber ? { reservationNumber } : {}),
  } as PaymentLinkInput)
}

/** A stored link as the desk reads it (the collection's fields, its reservation's number). */
export type DeskLinkInput = {
  id: number | string
  status: PaymentLinkStatus
  amount: Piasters
  customerName: string
  phone: string
  email: string
  description: string
  reservationNumber: string | null
  language?: string | null
  token: string
  expiresAt?: string | null
  paidAt?: string | null
  createdAt: string
  /** The gateway's transaction numbers of the payments that paid it. */
  transactionIds: string[]
  /** A paid link's card or mobile wallet; null when not paid or not said. */
  paidWith?: PaymentMethod | null
}

/** What a link's message to the customer says, in their language. */
type ShareInput = Pick<
  DeskLinkInput,
  'amount' | 'customerName' | 'description' | 'reservationNumber' | 'expiresAt'
> & { language: Locale; payUrl: string }

/**
 * The WhatsApp message of a link, in the customer's language: who asks, the amount, what for (and
 * the booking), the address on a line of its own (so the app makes it a link), and the expiry in
 * Cairo time.
 */
export function whatsAppMessage(link: ShareInput): string {
  const locale = link.language
  const values = {
    name: typedIn(locale, link.customerName.trim()),
    amount: formatPiasters(link.amount, locale),
    description: typedIn(locale, link.description.trim()),
    number: typedIn(locale, link.reservationNumber ?? ''),
    url: link.payUrl,
    expiry: link.expiresAt ? formatCairo(new Date(link.expiresAt), locale) : '',
  }
  return translate(
    locale,
    link.reservationNumber
      ? 'backoffice.paymentLinks.whatsapp.messageBooking'
      : 'backoffice.paymentLinks.whatsapp.message',
    values,
  )
}

/**
 * `https://wa.me/<digits>?text=<message>`: a chat with the customer's phone (its international
 * digits, no `+`), the message written in. Null when the phone is not a real number.
 */
export function whatsAppShareUrl(link: ShareInput & { phone: string }): string | null {
  const e164 = normalizePhone(link.phone)
  if (!e164) return null
  return `https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(whatsAppMessage(link))}`
}

/** One link of the desk: its state now, its texts in the reader's language, its ways to share. */
export type DeskLinkRow = {
  id: number | string
  state: PaymentLinkStatus
  amount: Piasters
  amountText: string
  customerName: string
  phone: string
  email: string
  description: string
  reservationNumber: string | null
  /** The customer's language: the link's address and messages are in it. */
  language: Locale
  expiresText: string
  createdText: string
  paidText: string | null
  payUrl: string
  /** Null when the phone is not a real number. */
  whatsAppUrl: string | null
  transactionIds: string[]
  paidWith: PaymentMethod | null
}

export function deskLinkRow(
  link: DeskLinkInput,
  { locale, siteUrl, now }: { locale: Locale; siteUrl: string; now: Date },
): DeskLinkRow {
  const language: Locale = isLocale(link.language) ? link.language : 'en'
  const payUrl = paymentLinkUrl(siteUrl, link.token, language)
  const when = (iso: string | null | undefined) => (iso ? formatCairo(new Date(iso), locale) : '')
  return {
    id: link.id,
    state: paymentLinkState(link, now),
    amount: link.amount,
    amountText: formatPiasters(link.amount, locale),
    customerName: link.customerName,
    phone: link.phone,
    email: link.email,
    description: link.description,
    reservationNumber: link.reservationNumber,
    language,
    expiresText: when(link.expiresAt),
    createdText: when(link.createdAt),
    paidText: link.paidAt ? when(link.paidAt) : null,
    payUrl,
    whatsAppUrl: whatsAppShareUrl({ ...link, language, payUrl }),
    transactionIds: link.transactionIds,
    paidWith: link.paidWith ?? null,
  }
}

/** Why a link that is not active cannot be sent or cancelled, in the staff member's words. */
export function notActiveFailure(state: Exclude<PaymentLinkStatus, 'active'>) {
  if (state === 'paid') return fail('payment-link-paid', 'backoffice.paymentLinks.errors.linkPaid')
  if (state === 'expired') {
    return fail('payment-link-expired', 'backoffice.paymentLinks.errors.linkExpired')
  }
  return fail('payment-link-cancelled', 'backoffice.paymentLinks.errors.linkCancelled')
}

export const paymentLinkNotFound = () =>
  fail('payment-link-not-found', 'backoffice.paymentLinks.errors.linkNotFound')

/** A payment link's id in a staff API path (found or not later). */
export const isPaymentLinkId = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9]\d{0,11}$/.test(value)
