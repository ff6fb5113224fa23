import * as z from 'zod'

import { formatCairoWallTime, isCairoWallTime } from '@/booking/cairoTime'
import { displayFlightNumber } from '@/booking/flightNumber'
import { extrasText } from '@/booking/extrasText'
import { formatPiasters } from '@/booking/money'
import { meetingPointText } from '@/booking/meetingPoint'
import { confirmationValue, DEFAULT_POLICY } from '@/booking/policy'
import { locationNameIn } from '@/booking/namedPlaces'
import { bookedBreakdown, priceRows } from '@/booking/priceBreakdown'
import { addressText } from '@/booking/reservationViews'
import { RESERVATION_PAYMENT_TYPES, TRIP_TYPES } from '@/booking/trip'
import type { Locale } from '@/i18n/locales'
import { identifier } from '@/i18n/numerals'
import { typedIn } from '@/i18n/textDirection'

import { greeting, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

const names = z.object({ en: z.string().min(1), ar: z.string().min(1) })
const tripEnd = z.object({
  names,
  locationName: z.string().nullable(),
  /**
   * The hotels, landmarks and terminals listed under the place (names in both languages, other
   * spellings): the location name is read with the listed name in the reader's language (decision
   * 0171). Absent: the text as booked.
   */
  named: z.array(z.object({ names, aliases: z.array(z.string()) })).optional(),
  /** Where the driver meets: an airport's arrivals hall, else the address (older rows: unknown). */
  isAirport: z.boolean().optional(),
})
const wallTime = z.string().refine(isCairoWallTime)

/** How the booking is paid, in the email's and in the SMS's words. */
const PAYMENT_LINE = {
  card: 'paymentCard',
  cash: 'paymentCash',
  complimentary: 'paymentComplimentary',
} as const
const SMS_PAYMENT = {
  card: 'smsPaymentCard',
  cash: 'smsPaymentCash',
  complimentary: 'smsPaymentComplimentary',
} as const

/** A reservation as the customer's confirmation tells it (the staff email reuses it). */
export const bookingConfirmationData = z.object({
  reservationNumber: z.string().min(1),
  /** The customer's name, for the greeting. */
  name: z.string().optional(),
  tripType: z.enum(TRIP_TYPES),
  pickup: tripEnd,
  dropoff: tripEnd,
  /** Cairo wall-clock times. */
  execDate: wallTime,
  returningDate: wallTime.nullable(),
  carNames: names,
  persons: z.number().int().positive(),
  luggages: z.number().int().nonnegative(),
  /** The whole trip in piasters: the car plus the extras. */
  price: z.number().int().nonnegative(),
  /** The extras booked, each with its total for the trip (decision 0130); absent: none. */
  extras: z
    .array(
      z.object({
        nameEn: z.string(),
        nameAr: z.string(),
        quantity: z.number().int().positive(),
        /** Legs it is charged on (2: each way of a round trip); absent in older messages: 1. */
        legs: z.number().int().positive().optional(),
        total: z.number().int().nonnegative(),
      }),
    )
    .optional(),
  /** The promo code used and its discount in piasters (the price is after it). */
  promo: z
    .object({ code: z.string().min(1), discount: z.number().int().nonnegative() })
    .nullable()
    .optional(),
  paymentType: z.enum(RESERVATION_PAYMENT_TYPES),
  arrivalFlightNumber: z.string().nullable(),
  departureFlightNumber: z.string().nullable(),
  passengerName: z.string().nullable(),
  /** Who travels (the passenger booked for, else the customer) and their phone. */
  traveller: z.object({ name: z.string().min(1), phone: z.string().nullable() }).optional(),
  /** The hotline from the settings. */
  hotline: z.string().min(1),
  /**
   * Where an account a guest card booking created sets its password (the password reset page:
   * its code goes to the account's own email or phone; decision 0143). Absent once it has one.
   */
  setPasswordUrl: z.string().url().optional(),
  /**
   * The booking's private manage link (decision 0147): it opens this booking without logging in.
   * The customer's messages only, never the staff's.
   */
  manageUrl: z.string().url().optional(),
  /**
   * What this booking was promised when the message was made (decision 0180): the confirmation
   * ("within one business day", or "before your pickup" for a sooner pickup) and whether it may
   * still be cancelled online, with the policy's hours. A message queued before has none: the
   * general promise.
   */
  promises: z
    .object({
      confirmation: z.enum(['within-business-day', 'before-pickup']),
      cancelOnline: z.boolean(),
      cancelHours: z.number().int().nonnegative(),
    })
    .optional(),
})
export type BookingConfirmationData = z.infer<typeof bookingConfirmationData>

// The hotel or street is the customer's own text, often Latin: isolated in Arabic too.
export const placeOf = (locale: Locale, end: BookingConfirmationData['pickup']) => {
  const location = locationNameIn(end.locationName, end.named ?? [], locale)
  return addressText(
    end.names[locale],
    location === null ? null : typedIn(locale, location),
    locale,
  )
}

/** The pickup time as the reader writes dates, always in Cairo time. */
export const cairoDate = (locale: Locale, wallTimeText: string) =>
  formatCairoWallTime(wallTimeText, locale) ?? wallTimeText

function partyText(locale: Locale, data: BookingConfirmationData, translate: Translate) {
  const key = 'notifications.bookingConfirmation' as const
  return {
    passengers: translate(locale, `${key}.passengers`, {
      persons: data.persons,
    }),
    bags:
      data.luggages === 0
        ? translate(locale, `${key}.noBags`)
        : translate(locale, `${key}.bags`, {
            luggages: data.luggages,
          }),
  }
}

/** The booking's price line by line (decision 0181): the same lines as its pages and voucher. */
const bookingBreakdown = (data: BookingConfirmationData) =>
  bookedBreakdown({
    price: data.price,
    carNames: data.carNames,
    roundTrip: data.tripType === 'round-trip',
    extras: data.extras ?? [],
    promo: data.promo ?? null,
  })

/** The trip, times, car, flights, passenger, each line of the price, and payment: one line each. */
export function bookingDetailLines(
  locale: Locale,
  data: BookingConfirmationData,
  translate: Translate,
): string[] {
  const key = 'notifications.bookingConfirmation' as const
  const trip = { pickup: placeOf(locale, data.pickup), dropoff: placeOf(locale, data.dropoff) }
  const flight = (number: string) => ({ flight: typedIn(locale, displayFlightNumber(number)) })
  const passengerName = data.passengerName ?? data.traveller?.name ?? null
  return [
    translate(
      locale,
      `${key}.${data.tripType === 'one-way' ? 'tripOneWay' : 'tripRoundTrip'}`,
      trip,
    ),
    translate(locale, `${key}.pickupAt`, { date: cairoDate(locale, data.execDate) }),
    ...(data.returningDate
      ? [translate(locale, `${key}.returnAt`, { date: cairoDate(locale, data.returningDate) })]
      : []),
    translate(locale, `${key}.car`, {
      car: data.carNames[locale],
      ...partyText(locale, data, translate),
    }),
    ...(data.arrivalFlightNumber
      ? [translate(locale, `${key}.arrivalFlight`, flight(data.arrivalFlightNumber))]
      : []),
    ...(data.departureFlightNumber
      ? [translate(locale, `${key}.departureFlight`, flight(data.departureFlightNumber))]
      : []),
    ...(passengerName
      ? [translate(locale, `${key}.passenger`, { name: typedIn(locale, passengerName) })]
      : []),
    ...priceRows(bookingBreakdown(data), locale, translate).map((row) =>
      row.kind === 'total'
        ? translate(locale, `${key}.priceTotal`, { label: row.label, amount: row.amount })
        : `${row.label}: ${row.amount}`,
    ),
    translate(locale, `${key}.${PAYMENT_LINE[data.paymentType]}`),
  ]
}

/** The traveller's phone and where the driver meets them, leg by leg (the voucher's words). */
function meetingLines(
  locale: Locale,
  data: BookingConfirmationData,
  translate: Translate,
): string[] {
  const { traveller } = data
  if (!traveller) return []
  const key = 'notifications.bookingConfirmation' as const
  const name = typedIn(locale, traveller.name)
  const meeting = (end: BookingConfirmationData['pickup']) =>
    meetingPointText(translate, locale, {
      place: placeOf(locale, end),
      atAirport: end.isAirport === true,
      name,
    })
  return [
    ...(traveller.phone
      ? [translate(locale, `${key}.passengerPhone`, { phone: identifier(traveller.phone, locale) })]
      : []),
    translate(locale, `${key}.meetingPoint`, { text: meeting(data.pickup) }),
    ...(data.returningDate
      ? [translate(locale, `${key}.returnMeetingPoint`, { text: meeting(data.dropoff) })]
      : []),
  ]
}

/** The promise parameters of the messages (`confirmation` select, the policy's hours). */
const promiseValues = (data: BookingConfirmationData) => ({
  confirmation: confirmationValue(data.promises?.confirmation ?? 'within-business-day'),
  cancelHours: data.promises?.cancelHours ?? DEFAULT_POLICY.freeCancelHours,
})

export function bookingConfirmationEmail(
  locale: Locale,
  data: BookingConfirmationData,
  translate: Translate,
): EmailContent {
  const key = 'notifications.bookingConfirmation' as const
  const number = typedIn(locale, data.reservationNumber)
  const subject = translate(locale, `${key}.subject`, { number })
  const hello = greeting(locale, data.name, translate)
  const promise = promiseValues(data)
  const intro = [...(hello ? [hello] : []), translate(locale, `${key}.intro`, promise)]
  const manage = data.promises?.cancelOnline === false ? 'manageClosed' : 'manage'
  const outro = [
    ...bookingDetailLines(locale, data, translate),
    ...meetingLines(locale, data, translate),
    ...(data.manageUrl
      ? [
          translate(locale, `${key}.${manage}`, {
            url: data.manageUrl,
            ...promise,
            phone: typedIn(locale, data.hotline),
          }),
        ]
      : []),
    ...(data.setPasswordUrl
      ? [translate(locale, `${key}.setPassword`, { url: data.setPasswordUrl })]
      : []),
    // One way to change or cancel, told once: the link where it serves (decision 0182), the
    // hotline for the rest; no link, the hotline. The closed link's line already names the hotline.
    ...(manage === 'manageClosed' && data.manageUrl
      ? []
      : [
          translate(locale, `${key}.${data.manageUrl ? 'helpWithLink' : 'help'}`, {
            phone: typedIn(locale, data.hotline),
          }),
        ]),
  ]
  const text = [...intro, data.reservationNumber, ...outro, signature(locale, translate)].join(
    '\n\n',
  )
  return {
    subject,
    text,
    html: emailHtml(locale, {
      title: subject,
      intro,
      highlight: data.reservationNumber,
      outro,
      signature: signature(locale, translate),
    }),
  }
}

export function bookingConfirmationSms(
  locale: Locale,
  data: BookingConfirmationData,
  translate: Translate,
): SmsContent {
  const key = 'notifications.bookingConfirmation' as const
  const values = {
    number: typedIn(locale, data.reservationNumber),
    pickup: placeOf(locale, data.pickup),
    dropoff: placeOf(locale, data.dropoff),
    date: cairoDate(locale, data.execDate),
    returnDate: data.returningDate ? cairoDate(locale, data.returningDate) : '',
    car: data.carNames[locale],
    price: formatPiasters(data.price, locale),
    payment: translate(locale, `${key}.${SMS_PAYMENT[data.paymentType]}`),
    phone: typedIn(locale, data.hotline),
    ...promiseValues(data),
  }
  const message =
    data.tripType === 'round-trip' && data.returningDate ? 'smsRoundTrip' : 'smsOneWay'
  const text = translate(locale, `${key}.${message}`, values)
  // The extras after the rest, so a booking without them reads as before; the manage link last.
  const withExtras = data.extras?.length
    ? `${text} ${translate(locale, `${key}.smsExtras`, { extras: extrasText(data.extras, locale, translate) })}`
    : text
  return {
    text: data.manageUrl
      ? `${withExtras} ${translate(locale, `${key}.smsManage`, { url: data.manageUrl })}`
      : withExtras,
  }
}

/** The customer's confirmation of a cash booking, or of a card booking once it is paid. */
export const bookingConfirmation: Template<BookingConfirmationData> = {
  data: bookingConfirmationData,
  email: bookingConfirmationEmail,
  sms: bookingConfirmationSms,
}
