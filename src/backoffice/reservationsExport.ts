import { utcToCairoWallTime } from '@/booking/cairoTime'
import { piastersToPoundsText } from '@/booking/money'
import type { ReservationPaymentType } from '@/booking/trip'
import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import type { PaymentMethod } from '@/payments/instrument'

import type en from '../../messages/en.json'

import type { CsvValue } from './csv'
import { extrasList, passengerOf, type RunSheetReservation } from './runSheet'

/**
 * The desk's CSV export as pure rules: one line per reservation with what an operations office
 * needs (both legs' Cairo pickup times and flights, the passenger, persons and bags, the places
 * and their hotel or address, the customer's notes, each leg's driver and plate, payment, amount
 * and status), headers in the reader's language. The operation streams the lines
 * (operations/exportReservations.ts); csv.ts quotes them and guards against formulas.
 */

/** What the export reads of a stored reservation: the run sheet's fields and the money. */
export type ExportReservation = RunSheetReservation & {
  paymentType: ReservationPaymentType
  /** What the money was taken with online (card or mobile wallet); null when nothing was. */
  paidWith?: PaymentMethod | null
  /** Piasters. */
  price: number
  /** Instant (ISO) it was booked. */
  createdAt: string
  /** The promo code it used and its discount in piasters (the price is after it). */
  promo?: { code: string; discount: number } | null
}

type Column = keyof (typeof en)['backoffice']['columns']

const COLUMNS = [
  'reservationNumber',
  'status',
  'paymentType',
  'paidWith',
  'price',
  'tripType',
  'pickupTime',
  'arrivalFlight',
  'returnTime',
  'departureFlight',
  'customer',
  'email',
  'phone',
  'passenger',
  'passengerPhone',
  'persons',
  'luggages',
  'car',
  'from',
  'fromDetail',
  'to',
  'toDetail',
  'notes',
  'extras',
  'extrasTotal',
  'outboundDriver',
  'outboundDriverMobile',
  'outboundPlate',
  'returnDriver',
  'returnDriverMobile',
  'returnPlate',
  'createdAt',
  'promoCode',
  'promoDiscount',
] as const satisfies readonly Column[]

/** The header line's names, in the reader's language. */
export const exportHeader = (locale: Locale): string[] =>
  COLUMNS.map((key) => translate(locale, `backoffice.columns.${key}`))

/**
 * A status, payment type or trip type in the reader's language, kept once made: `translate`
 * builds a translator per call, too slow for a line of a 100,000-line export.
 */
const labels = new Map<string, string>()
function label(locale: Locale, key: Parameters<typeof translate>[1]): string {
  const cacheKey = `${locale}:${key}`
  let text = labels.get(cacheKey)
  if (text === undefined) {
    text = translate(locale, key)
    labels.set(cacheKey, text)
  }
  return text
}

/** An instant as Cairo wall-clock time 'YYYY-MM-DD HH:mm' (whatever the stored text says). */
const cairoText = (instant: string | null | undefined) =>
  instant ? utcToCairoWallTime(new Date(instant)).replace('T', ' ') : null

/** One reservation's line, in the order of the header. */
export function exportLine(reservation: ExportReservation, locale: Locale): CsvValue[] {
  const { passenger, phone } = passengerOf(reservation)
  const round = reservation.tripType === 'round-trip'
  const outbound = reservation.dispatch?.outbound
  const back = reservation.dispatch?.return
  return [
    reservation.reservationNumber,
    label(locale, `backoffice.statuses.${reservation.status}`),
    label(locale, `backoffice.paymentTypes.${reservation.paymentType}`),
    reservation.paidWith
      ? label(locale, `backoffice.paymentMethods.${reservation.paidWith}`)
      : null,
    piastersToPoundsText(reservation.price),
    label(locale, `backoffice.detail.tripTypes.${reservation.tripType}`),
    cairoText(reservation.execDate),
    reservation.arrivalFlightNumber,
    round ? cairoText(reservation.returningDate) : null,
    reservation.departureFlightNumber,
    reservation.customer?.name,
    reservation.customer?.email,
    reservation.customer?.mobile,
    passenger,
    phone,
    reservation.persons,
    reservation.luggages,
    reservation.car[locale],
    reservation.pickup[locale],
    reservation.pickup.locationName,
    reservation.dropoff[locale],
    reservation.dropoff.locationName,
    reservation.notes,
    extrasList(reservation.extras, locale),
    reservation.extras?.length
      ? piastersToPoundsText(reservation.extras.reduce((sum, line) => sum + line.total, 0))
      : null,
    outbound?.driverName,
    outbound?.driverMobile,
    outbound?.vehiclePlate,
    round ? back?.driverName : null,
    round ? back?.driverMobile : null,
    round ? back?.vehiclePlate : null,
    cairoText(reservation.createdAt),
    reservation.promo?.code ?? null,
    reservation.promo ? piastersToPoundsText(reservation.promo.discount) : null,
  ]
}
