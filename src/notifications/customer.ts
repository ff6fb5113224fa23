import type { Payload } from 'payload'

import { settingsFromDoc } from '@/content/shapes'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import type { Customer, Reservation } from '@/payload-types'

import { sendNotification } from './index'
import type { TemplateData, TemplateName } from './templates'

/**
 * A message to a reservation's customer, in the language they booked in, by email and SMS side by
 * side: what staff operations, the driver's taps and the review request share.
 */

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

/** The reservation's customer, the language they booked in, and the hotline for the message. */
export async function recipientOf(
  payload: Payload,
  reservation: Reservation,
): Promise<{ customer: Customer; language: Locale; hotline: string }> {
  const customerId = idOf(reservation.customer)
  const [customer, settingsDoc] = await Promise.all([
    customerId === null
      ? null
      : payload.findByID({
          collection: 'customers',
          id: customerId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        }),
    payload.findGlobal({ slug: 'settings', depth: 0, locale: 'en', overrideAccess: true }),
  ])
  if (!customer) throw new Error('the customer is gone')
  const language: Locale = isLocale(reservation.language)
    ? reservation.language
    : isLocale(customer.preferredLanguage)
      ? customer.preferredLanguage
      : DEFAULT_LOCALE
  return { customer, language, hotline: settingsFromDoc(settingsDoc).hotline }
}

/**
 * One message to the reservation's customer, by email and SMS side by side, in their language. A
 * failed send is logged and left to the outbox's retries; this never throws.
 */
export async function tellCustomer<T extends TemplateName>(
  payload: Payload,
  what: string,
  { customer, language }: { customer: Customer; language: Locale },
  template: T,
  data: TemplateData<T>,
): Promise<void> {
  const sends = [
    ['the email', { channel: 'email', to: customer.email }],
    ['the SMS', { channel: 'sms', to: customer.mobile }],
  ] as const
  const results = await Promise.allSettled(
    sends.map(([, address]) =>
      sendNotification(payload, { ...address, locale: language, template, data }),
    ),
  )
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      const error = result.reason as unknown
      payload.logger.error(
        `${what}: ${sends[index]![0]} failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  })
}
