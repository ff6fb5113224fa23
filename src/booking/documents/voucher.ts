import { directionOf, type Locale, localizedPath } from '@/i18n/locales'
import { type MessageKey, translate } from '@/i18n/messages'
import { identifier } from '@/i18n/numerals'
import { ltrIn, typedIn } from '@/i18n/textDirection'

import { formatCairo, formatCairoWallTime } from '../cairoTime'
import { displayFlightNumber } from '../flightNumber'
import { meetingPointText } from '../meetingPoint'
import { type Policy, policyTextValues } from '../policy'
import { priceRows } from '../priceBreakdown'
import { addressText, type ReservationDetails, type ReservationSummary } from '../reservationViews'
import { customerLabel, type ReservationStatus } from '../status'
import type { ReservationPaymentType } from '../trip'

/**
 * What the transfer voucher (the PDF a customer downloads for a reservation) says, in one
 * language, as plain strings: the PDF renderer (`src/booking/documents/voucherPdf.ts`) only lays it out.
 * Left-to-right values inside Arabic (reservation and phone numbers, flights, the customer's own
 * Latin text) are wrapped in Unicode isolates so that they keep their order.
 */

export type VoucherOptions = {
  locale: Locale
  /** The hotline from the settings. */
  hotline: string
  /** The settings' operational policy (decision 0180): the waiting box states its figures. */
  policy: Policy
  /** The public address of the site, without a trailing slash. */
  siteUrl: string
  /** When the voucher is made. */
  now: Date
  /** Who travels: the passenger booked for, else the customer (name and phone). */
  traveller: { name: string; phone: string | null }
  /** Whether a place (by code) is an airport, where the driver meets in the arrivals hall. */
  isAirport: (code: string) => boolean
}

export type VoucherRow = {
  label: string
  value: string
  /** Free text that may take several lines (the notes). */
  long?: boolean
}
export type VoucherSection = { title: string; rows: VoucherRow[] }

export type VoucherContent = {
  locale: Locale
  direction: 'ltr' | 'rtl'
  brand: string
  title: string
  reservationNumber: string
  numberLabel: string
  status: VoucherRow
  /** The reservation's page, for the QR code. */
  url: string
  scanHint: string
  sections: VoucherSection[]
  waiting: { title: string; lines: string[] }
  /** The hotline, how to change the booking, when the voucher was made. */
  footer: string[]
}

const KEY = 'voucher' as const

/** The address of the reservation's page: English unprefixed, Arabic under /ar. */
export const voucherUrl = (siteUrl: string, locale: Locale, reservationNumber: string) =>
  `${siteUrl.replace(/\/+$/, '')}${localizedPath(locale, `/booking/${reservationNumber}`)}`

/** How the trip is paid, as its status tells it: a card booking is only paid once it is. */
function paymentKey(paymentType: ReservationPaymentType, status: ReservationStatus): MessageKey {
  if (paymentType === 'cash') return `${KEY}.paymentCash`
  if (paymentType === 'complimentary') return `${KEY}.paymentComplimentary`
  switch (status) {
    case 'pending':
      return `${KEY}.paymentAwaiting`
    case 'fail':
      return `${KEY}.paymentFailed`
    case 'cancelled':
      return `${KEY}.paymentCard`
    default:
      return `${KEY}.paymentPaid`
  }
}

/** The voucher of one reservation in `locale`. */
export function voucherContent(
  details: ReservationDetails,
  options: VoucherOptions,
): VoucherContent {
  const { summary } = details
  const { locale } = options
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `${KEY}.${key}` as MessageKey, values)
  const row = (labelKey: string, value: string): VoucherRow => ({ label: t(labelKey), value })
  const place = (end: ReservationSummary['pickup']) =>
    addressText(
      end.names[locale],
      end.locationName === null ? null : typedIn(locale, end.locationName),
      locale,
    )
  const cairo = (wallTime: string) =>
    t('cairoTime', { date: formatCairoWallTime(wallTime, locale) ?? wallTime })
  const flight = (number: string) => ltrIn(locale, displayFlightNumber(number))
  const count = (key: 'persons' | 'luggages', value: number) =>
    translate(locale, `bookingForm.confirmation.${key}`, { count: value })
  const tripType = summary.tripType === 'round-trip' ? 'roundTrip' : 'oneWay'
  const returning = summary.tripType === 'round-trip' ? summary.returningDate : null

  const trip: VoucherRow[] = [
    row('tripType', translate(locale, `reservation.tripTypes.${tripType}`)),
    row('pickup', place(summary.pickup)),
    row('dropoff', place(summary.dropoff)),
    row('pickupAt', cairo(summary.execDate)),
    ...(returning ? [row('returnAt', cairo(returning))] : []),
    ...(details.arrivalFlightNumber
      ? [row('arrivalFlight', flight(details.arrivalFlightNumber))]
      : []),
    ...(details.departureFlightNumber
      ? [row('departureFlight', flight(details.departureFlightNumber))]
      : []),
  ]
  const car: VoucherRow[] = [
    row('car', summary.carNames[locale]),
    row(
      'party',
      t('partyValue', {
        passengers: count('persons', summary.persons),
        bags: count('luggages', summary.luggages),
      }),
    ),
    // The price line by line (decision 0181); the total says what it covers.
    ...priceRows(summary.breakdown, locale, translate).map((line): VoucherRow => ({
      label: line.label,
      value: line.kind === 'total' ? t('priceValue', { price: line.amount }) : line.amount,
    })),
    row('payment', translate(locale, paymentKey(summary.paymentType, summary.status))),
  ]
  const notes = details.notes?.trim()
  const { traveller } = options
  const travellerName = typedIn(locale, traveller.name)
  // Where the driver waits: in an airport's arrivals hall with the passenger's name on a sign,
  // elsewhere at the address given. The return leg starts where the trip went.
  const meetingPoint = (end: ReservationSummary['pickup']) =>
    meetingPointText(translate, locale, {
      place: place(end),
      atAirport: options.isAirport(end.code),
      name: travellerName,
    })
  const passenger: VoucherRow[] = [
    row('passenger', travellerName),
    ...(traveller.phone ? [row('passengerPhone', identifier(traveller.phone, locale))] : []),
    { ...row('meetingPoint', meetingPoint(summary.pickup)), long: true },
    ...(returning
      ? [{ ...row('returnMeetingPoint', meetingPoint(summary.dropoff)), long: true }]
      : []),
    ...(notes ? [{ ...row('notes', typedIn(locale, notes)), long: true }] : []),
  ]
  const policyValues = policyTextValues(options.policy, locale)
  const sections: VoucherSection[] = [
    { title: t('tripTitle'), rows: trip },
    { title: t('carTitle'), rows: car },
    { title: t('passengerTitle'), rows: passenger },
  ]

  return {
    locale,
    direction: directionOf(locale),
    brand: translate(locale, 'meta.siteName'),
    title: t('title'),
    reservationNumber: summary.reservationNumber,
    numberLabel: t('number'),
    status: row(
      'status',
      translate(locale, `account.reservation.status.${customerLabel(summary.status)}`),
    ),
    url: voucherUrl(options.siteUrl, locale, summary.reservationNumber),
    scanHint: t('scan'),
    sections,
    waiting: {
      title: t('waitingTitle'),
      lines: [
        t('waiting1', policyValues),
        t('waiting2', policyValues),
        t('waiting3', policyValues),
      ],
    },
    footer: [
      t('hotline', { phone: ltrIn(locale, options.hotline) }),
      t('help'),
      t('issued', { date: formatCairo(options.now, locale) }),
    ],
  }
}
