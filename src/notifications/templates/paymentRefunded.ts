import * as z from 'zod'

import { formatPiasters } from '@/booking/money'
import type { Locale } from '@/i18n/locales'
import { ltrIn, typedIn } from '@/i18n/textDirection'

import { greeting, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * Money refunded to the payer's card: money that could not pay what it was for, refunded at once
 * (src/payments/operations/refundUnserved.ts), because the booking or link was already paid
 * (`already-paid`) or no longer payable when the money came, its time to pay over or cancelled
 * (`closed`), or its promo code had been used with the same card or wallet (or by the same person)
 * as often as the code allows (`promo-repeat`: the booking stays, to be paid another way); or part
 * of a booking's payment an admin gave back, the booking staying as it is (`partial`,
 * src/backoffice/operations/refundPayment.ts).
 */
export const paymentRefundedData = z.object({
  name: z.string().optional(),
  /** Piasters refunded. */
  amount: z.number().int().positive(),
  reason: z.enum(['already-paid', 'closed', 'partial', 'promo-repeat']),
  /** The promo code, for `promo-repeat`. */
  promoCode: z.string().min(1).optional(),
  refundedFor: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('reservation'), reservationNumber: z.string().min(1) }),
    z.object({ kind: z.literal('link'), description: z.string().trim().min(1) }),
  ]),
  /** The gateway's number of the payment that was refunded. */
  transactionId: z.string().min(1),
  hotline: z.string().min(1),
})
export type PaymentRefundedData = z.infer<typeof paymentRefundedData>

const KEY = 'notifications.paymentRefunded' as const

/** Why, in one sentence: a booking's number or a link's description, closed or already paid. */
function whyLine(locale: Locale, data: PaymentRefundedData, translate: Translate): string {
  const closed = data.reason === 'closed'
  const what = data.refundedFor
  if (what.kind === 'reservation') {
    const key =
      data.reason === 'partial'
        ? (`${KEY}.partialBooking` as const)
        : data.reason === 'promo-repeat'
          ? (`${KEY}.promoRepeatBooking` as const)
          : closed
            ? (`${KEY}.closedBooking` as const)
            : (`${KEY}.duplicateBooking` as const)
    return translate(locale, key, {
      number: typedIn(locale, what.reservationNumber),
      code: typedIn(locale, data.promoCode ?? ''),
    })
  }
  return translate(locale, closed ? `${KEY}.closedLink` : `${KEY}.duplicateLink`, {
    description: typedIn(locale, what.description),
  })
}

export function paymentRefundedEmail(
  locale: Locale,
  data: PaymentRefundedData,
  translate: Translate,
): EmailContent {
  const amount = formatPiasters(data.amount, locale)
  const subject =
    data.refundedFor.kind === 'reservation'
      ? translate(
          locale,
          data.reason === 'partial' ? `${KEY}.subjectPartial` : `${KEY}.subjectBooking`,
          {
            amount,
            number: typedIn(locale, data.refundedFor.reservationNumber),
          },
        )
      : translate(locale, `${KEY}.subjectLink`, { amount })
  const hello = greeting(locale, data.name, translate)
  const intro = [...(hello ? [hello] : []), whyLine(locale, data, translate)]
  const outro = [
    translate(locale, `${KEY}.amount`, { amount }),
    translate(locale, `${KEY}.transaction`, { transaction: ltrIn(locale, data.transactionId) }),
    translate(locale, `${KEY}.delay`),
    translate(locale, `${KEY}.help`, { phone: typedIn(locale, data.hotline) }),
  ]
  const sign = signature(locale, translate)
  return {
    subject,
    text: [...intro, ...outro, sign].join('\n\n'),
    html: emailHtml(locale, { title: subject, intro, outro, signature: sign }),
  }
}

/** The SMS about a booking's payment, by why it was refunded. */
const SMS_OF_BOOKING = {
  'already-paid': `${KEY}.smsBooking`,
  closed: `${KEY}.smsBooking`,
  partial: `${KEY}.smsPartial`,
  'promo-repeat': `${KEY}.smsPromoRepeat`,
} as const

/** One GSM-7 message in English (the amount's no-break space made a space), short in Arabic. */
export function paymentRefundedSms(
  locale: Locale,
  data: PaymentRefundedData,
  translate: Translate,
): SmsContent {
  const amount = formatPiasters(data.amount, locale)
  const values = {
    amount: locale === 'en' ? amount.replace(/\u00a0/g, ' ') : amount,
    transaction: ltrIn(locale, data.transactionId),
    phone: typedIn(locale, data.hotline),
  }
  const text =
    data.refundedFor.kind === 'reservation'
      ? translate(locale, SMS_OF_BOOKING[data.reason], {
          ...values,
          number: typedIn(locale, data.refundedFor.reservationNumber),
          code: typedIn(locale, data.promoCode ?? ''),
        })
      : translate(locale, `${KEY}.smsLink`, values)
  return { text }
}

/** The customer's notice of a card payment refunded, whole because it could not pay anything, or in
 * part by an admin. */
export const paymentRefunded: Template<PaymentRefundedData> = {
  data: paymentRefundedData,
  email: paymentRefundedEmail,
  sms: paymentRefundedSms,
}
