import type { Payload } from 'payload'

import { lifecycleFacts } from '@/booking/lifecycle/facts'
import { lifecycle } from '@/booking/lifecycle/lifecycle'
import { changeHoursFromDoc } from '@/booking/lifecycle/rights'
import { policyFromDoc } from '@/booking/policy'
import { settingsFromDoc } from '@/content/shapes'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { sendNotification } from '@/notifications'
import { stillDue } from '@/notifications/due'
import type { BookingConfirmationData } from '@/notifications/templates/bookingConfirmation'
import type { Customer, Reservation } from '@/payload-types'

import { reservationSummary } from '@/booking/reservationViews'
import { readServerEnv } from '@/lib/env'
import { displayPhone } from '@/lib/phone'
import { sqlPool } from '@/infra/db'

import { airportCodes } from '@/booking/operations/airports'
import { issueManageLink } from '@/manage/operations/manageLink'

/**
 * The messages of a confirmed booking, sent after the reservation's transaction has committed:
 * the customer's confirmation by email and SMS in their language, and the staff's email. A cash
 * booking is confirmed when it is made; a card booking only once it is paid (the payment step calls
 * `sendBookingConfirmation`), so a pending card booking sends nothing. A failed message is logged
 * and left to the outbox's retries: it never fails the booking.
 *
 * Nothing confirmed goes without its confirmation: the transaction that confirms a booking sets
 * its `confirmationDue`, and it is cleared only once every message is in the outbox. When the
 * database went away between the answer and the messages, the jobs queue finds the booking still
 * due and sends them (`sendDueConfirmations`). At least once: a clearing that itself fails sends
 * the messages again.
 */

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

function confirmationData(
  reservation: Reservation,
  customer: Customer,
  hotline: string,
  airports: ReadonlySet<string>,
): BookingConfirmationData {
  const summary = reservationSummary(reservation)
  const other = reservation.isAnotherPassengers && reservation.passengerName
  const phone = other ? reservation.passengerPhone : customer.mobile
  return {
    reservationNumber: summary.reservationNumber,
    name: customer.name,
    tripType: summary.tripType,
    pickup: {
      names: summary.pickup.names,
      locationName: summary.pickup.locationName,
      isAirport: airports.has(summary.pickup.code),
    },
    dropoff: {
      names: summary.dropoff.names,
      locationName: summary.dropoff.locationName,
      isAirport: airports.has(summary.dropoff.code),
    },
    execDate: summary.execDate,
    returningDate: summary.tripType === 'round-trip' ? summary.returningDate : null,
    carNames: summary.carNames,
    persons: Math.max(1, summary.persons),
    luggages: summary.luggages,
    price: summary.price,
    extras: summary.extras,
    promo: summary.promo,
    paymentType: summary.paymentType,
    arrivalFlightNumber: reservation.arrivalFlightNumber ?? null,
    departureFlightNumber: reservation.departureFlightNumber ?? null,
    passengerName: reservation.isAnotherPassengers ? (reservation.passengerName ?? null) : null,
    traveller: {
      name: other ? reservation.passengerName! : customer.name,
      phone: phone ? displayPhone(phone) : null,
    },
    hotline,
  }
}

/**
 * The set-a-password line of an account a guest card booking created and that still has no
 * password (decision 0143): the password reset page in the customer's language. The link carries
 * nothing secret; the reset sends its code to the account's own email or phone.
 */
function setPasswordLink(customer: Customer, language: Locale): { setPasswordUrl?: string } {
  if (customer.passwordSet !== false) return {}
  try {
    const site = readServerEnv().SITE_URL.replace(/\/+$/, '')
    return { setPasswordUrl: `${site}/${language}/reset-password` }
  } catch {
    // The site's address cannot be read: the confirmation goes without the line, never not at all.
    return {}
  }
}

/**
 * The private link that opens the booking without logging in (decision 0147), made afresh for each
 * confirmation sent; none when the site's address cannot be read (the confirmation still goes).
 */
async function manageLink(
  payload: Payload,
  reservation: Reservation,
  language: Locale,
): Promise<{ manageUrl?: string }> {
  let site: string
  try {
    site = readServerEnv().SITE_URL.replace(/\/+$/, '')
  } catch {
    return {}
  }
  const token = await issueManageLink(payload, reservation)
  return { manageUrl: `${site}/${language}/manage?token=${token}` }
}

/** Sends the customer's confirmation and the staff's email for `reservation`; never throws. */
export async function sendBookingConfirmation(
  payload: Payload,
  reservation: Reservation,
): Promise<void> {
  const log = (what: string, error: unknown) =>
    payload.logger.error(
      `Booking ${reservation.reservationNumber}: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  try {
    const customerId = idOf(reservation.customer)
    const partnerId = idOf(reservation.partner)
    const [customer, settingsDoc, partner] = await Promise.all([
      customerId === null
        ? null
        : payload.findByID({
            collection: 'customers',
            id: customerId,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          }),
      // The staff inbox is a staff-only setting.
      payload.findGlobal({ slug: 'settings', depth: 0, locale: 'en', overrideAccess: true }),
      partnerId === null
        ? null
        : payload.findByID({
            collection: 'partners',
            id: partnerId,
            depth: 0,
            locale: 'en',
            overrideAccess: true,
            disableErrors: true,
          }),
    ])
    if (!customer) throw new Error('the customer is gone')
    const { hotline } = settingsFromDoc(settingsDoc)
    const policy = policyFromDoc(settingsDoc)
    const language: Locale = isLocale(reservation.language)
      ? reservation.language
      : isLocale(customer.preferredLanguage)
        ? customer.preferredLanguage
        : DEFAULT_LOCALE
    const airports = await airportCodes(payload, [
      reservation.pickup?.code ?? '',
      reservation.dropoff?.code ?? '',
    ])
    // What this booking is promised as it is confirmed (decisions 0180, 0184): the lifecycle's
    // promises, the same the booking page shows: a confirmation within one business day only when
    // the pickup is later than that, free cancellation only while it is open.
    const { promises } = lifecycle(lifecycleFacts(reservation, airports), new Date(), {
      policy,
      changeHours: changeHoursFromDoc(settingsDoc),
    })
    const data = {
      ...confirmationData(reservation, customer, hotline, airports),
      ...setPasswordLink(customer, language),
      promises: {
        confirmation: promises.confirmation ?? 'within-business-day',
        cancelOnline: promises.cancellation?.kind === 'free-until',
        cancelHours: policy.freeCancelHours,
      },
    }
    // The customer's messages carry the booking's private manage link; the staff's never do.
    const customerData = {
      ...data,
      ...(await manageLink(payload, reservation, language)),
    }
    const staffEmail = settingsDoc.staffEmail?.trim()

    const sends: [string, () => Promise<unknown>][] = [
      [
        'the confirmation email',
        () =>
          sendNotification(payload, {
            channel: 'email',
            to: customer.email,
            locale: language,
            template: 'booking-confirmation',
            data: customerData,
          }),
      ],
      [
        'the confirmation SMS',
        () =>
          sendNotification(payload, {
            channel: 'sms',
            to: customer.mobile,
            locale: language,
            template: 'booking-confirmation',
            data: customerData,
          }),
      ],
    ]
    if (staffEmail) {
      sends.push([
        'the staff email',
        () =>
          // Staff read the back office in English, as the contact messages.
          sendNotification(payload, {
            channel: 'email',
            to: staffEmail,
            locale: DEFAULT_LOCALE,
            template: 'staff-new-booking',
            data: {
              ...data,
              status: reservation.status,
              customer: { name: customer.name, email: customer.email, mobile: customer.mobile },
              passengerPhone: reservation.isAnotherPassengers
                ? (reservation.passengerPhone ?? null)
                : null,
              notes: reservation.notes ?? null,
              partner: partner?.name ?? null,
              language,
            },
          }),
      ])
    }
    const results = await Promise.allSettled(sends.map(([, send]) => send()))
    results.forEach((result, index) => {
      if (result.status === 'rejected') log(sends[index]![0], result.reason)
    })
    // Every message is in the outbox (sent, or there for its retries): nothing is due any more.
    // Raw SQL: no audit entry and no new `updatedAt` for what is not a change of the booking.
    if (results.every((result) => result.status === 'fulfilled')) {
      await sqlPool(payload).query(
        'update reservations set confirmation_due = false where id = $1',
        [reservation.id],
      )
    }
  } catch (error) {
    log('the confirmation', error)
  }
}

/**
 * Sends the confirmations still due (see above, and `src/notifications/due.ts` for when), oldest
 * first, at most `limit` a run. A booking cancelled or failed meanwhile is not confirmed any
 * more. Resolves with how many it sent.
 */
export async function sendDueConfirmations(
  payload: Payload,
  now: Date = new Date(),
  limit = 50,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        ...stillDue('confirmationDue', now),
        { status: { in: ['paid-not-sent', 'cash-not-sent'] } },
      ],
    },
    sort: 'updatedAt',
    depth: 0,
    limit,
    pagination: false,
    overrideAccess: true,
  })
  for (const reservation of docs) await sendBookingConfirmation(payload, reservation)
  return docs.length
}

/** What a new reservation sends: a cash booking is confirmed now, a card booking once paid. */
export async function notifyNewReservation(
  payload: Payload,
  reservation: Reservation,
): Promise<void> {
  if (reservation.status === 'pending') return
  await sendBookingConfirmation(payload, reservation)
}
