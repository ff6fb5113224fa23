import * as z from 'zod'

import { cairoWallTimeToUtc, formatCairo, utcToCairoWallTime } from '@/booking/cairoTime'
import { formatPiasters } from '@/booking/money'
import { RESERVATION_STATUSES, type ReservationStatus, STAFF_COLOURS } from '@/booking/status'
import { RESERVATION_PAYMENT_TYPES, type ReservationPaymentType } from '@/booking/trip'
import type { Locale } from '@/i18n/locales'
import { plainText } from '@/lib/plainText'

/**
 * The reservations desk's list as pure rules: the query staff send (filters, search, sort, page)
 * checked once (`reservationSql.ts` turns it into SQL), and each reservation turned into the row
 * a list shows. Pickup dates are Cairo days, from Cairo's midnight to the next (daylight saving
 * included), compared with the stored pickup instant.
 */

const ERROR = 'backoffice.errors.filterInvalid'
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** 'YYYY-MM-DD' that is a real calendar day. */
export const isCairoDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !DAY.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The calendar day `days` after `day` ('YYYY-MM-DD'; negative: before). */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/**
 * The instants of a range of Cairo pickup days: from the start of `from` (inclusive) to the start
 * of the day after `to` (exclusive), each midnight as it is in Cairo (daylight saving included).
 */
export function cairoDayRange(from?: string, to?: string): { from?: Date; before?: Date } {
  return {
    ...(from ? { from: cairoWallTimeToUtc(`${from}T00:00`) ?? undefined } : {}),
    ...(to ? { before: cairoWallTimeToUtc(`${shiftDay(to, 1)}T00:00`) ?? undefined } : {}),
  }
}

export const LIST_SORTS = {
  pickup: 'execDate',
  '-pickup': '-execDate',
  created: 'createdAt',
  '-created': '-createdAt',
  price: 'price',
  '-price': '-price',
  number: 'reservationNumber',
  '-number': '-reservationNumber',
} as const
export type ListSort = keyof typeof LIST_SORTS

export const MAX_PAGE_SIZE = 100

/** A comma-separated list or repeated values, as a query string gives them. */
const many = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
    )
    .pipe(z.array(z.enum(values, ERROR)))

const day = z.string().refine(isCairoDay, ERROR)

/** The list's query, as the staff API or a screen sends it. Unknown keys are ignored. */
export const listQuery = z
  .object({
    status: many(RESERVATION_STATUSES).optional(),
    from: day.optional(),
    to: day.optional(),
    /** Booked on or after this Cairo day (the dashboard's 7- and 30-day figures). */
    createdFrom: day.optional(),
    region: plainText(ERROR).trim().min(1, ERROR).max(40, ERROR).optional(),
    car: plainText(ERROR).trim().min(1, ERROR).max(40, ERROR).optional(),
    paymentType: z.enum(RESERVATION_PAYMENT_TYPES, ERROR).optional(),
    q: plainText(ERROR).trim().max(100, ERROR).optional(),
    sort: z.enum(Object.keys(LIST_SORTS) as [ListSort, ...ListSort[]], ERROR).default('-created'),
    page: z.coerce.number(ERROR).int(ERROR).min(1, ERROR).default(1),
    limit: z.coerce.number(ERROR).int(ERROR).min(1, ERROR).max(MAX_PAGE_SIZE, ERROR).default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, ERROR)
export type ListQuery = z.output<typeof listQuery>

type Names = { en: string; ar: string }

/** What the list reads of a stored reservation and its customer. */
export type ListedReservation = {
  reservationNumber: string
  status: ReservationStatus
  paymentType: ReservationPaymentType
  execDate: string
  execLocal?: string | null
  pickup: Names
  dropoff: Names
  car: Names
  price: number
  customer: { name: string; email: string; mobile: string } | null
}

export type ListRow = {
  reservationNumber: string
  /** Cairo wall-clock time of the pickup, and as the reader writes it. */
  pickupAt: string
  pickupText: string
  route: { from: string; to: string }
  car: string
  customer: { name: string; email: string; mobile: string } | null
  status: ReservationStatus
  /** The staff colour of the status (decisions.md). */
  colour: string
  paymentType: ReservationPaymentType
  /** Piasters, and as the reader writes money. */
  price: number
  priceText: string
}

export function listRow(reservation: ListedReservation, locale: Locale): ListRow {
  const instant = new Date(reservation.execDate)
  return {
    reservationNumber: reservation.reservationNumber,
    pickupAt: reservation.execLocal || utcToCairoWallTime(instant),
    pickupText: formatCairo(instant, locale),
    route: { from: reservation.pickup[locale], to: reservation.dropoff[locale] },
    car: reservation.car[locale],
    customer: reservation.customer,
    status: reservation.status,
    colour: STAFF_COLOURS[reservation.status],
    paymentType: reservation.paymentType,
    price: reservation.price,
    priceText: formatPiasters(reservation.price, locale),
  }
}

const snapshotShape = z.object({
  carType: z.string().optional(),
  price: z.number().int(),
  minLeadHours: z.number().optional(),
  legs: z
    .array(
      z.object({ from: z.string(), to: z.string(), regionCode: z.string(), price: z.number() }),
    )
    .default([]),
})

/**
 * The price snapshot kept with a reservation (the leg prices of the quote it was booked at), as
 * the detail shows it; null when the stored value has another shape (an old or hand-made one).
 */
export function priceSnapshotOf(value: unknown): z.output<typeof snapshotShape> | null {
  const parsed = snapshotShape.safeParse(value)
  return parsed.success ? parsed.data : null
}
