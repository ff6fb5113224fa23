import type { Payload } from 'payload'

import { type AccessUser, isStaffUser } from '@/access/roles'
import { settingsFromDoc } from '@/content/shapes'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { fail, type Failure } from '@/lib/failure'
import { sendNotification, type TemplateData, type TemplateName } from '@/notifications'
import type { Customer, Reservation } from '@/payload-types'
import type { TransactionReq } from '@/infra/db'

/**
 * What every staff operation shares: who may call them, finding a reservation by its number, and
 * the customer a message goes to.
 */

/** Refuses anybody but a logged-in staff member (admin or operator). */
export const refuseNonStaff = (staff: AccessUser): Failure | null =>
  isStaffUser(staff) ? null : fail('not-staff', 'backoffice.errors.notStaff')

export const reservationNotFound = () =>
  fail('reservation-not-found', 'backoffice.errors.reservationNotFound')

export async function findReservation(
  payload: Payload,
  reservationNumber: string,
  req?: TransactionReq,
): Promise<Reservation | null> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { reservationNumber: { equals: reservationNumber.trim().toUpperCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs[0] ?? null
}

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
