import type { Payload } from 'payload'

import type { AccessUser } from '@/access/roles'
import {
  cairoDayRange,
  isCairoDay,
  listQuery,
  listRow,
  type ListRow,
} from '@/backoffice/reservationList'
import {
  buildRunSheet,
  reservationsCsv,
  type RunSheet,
  RUN_STATUSES,
  type RunSheetReservation,
} from '@/backoffice/runSheet'
import { isReservationStatus } from '@/booking/status'
import type { Locale } from '@/i18n/locales'
import { fail, ok, type Result } from '@/lib/failure'
import { zodFailure } from '@/lib/zodFailure'
import type { Customer, Reservation } from '@/payload-types'

import { inOrder, listIds, listTotals, regionCodesOf } from './reservationQuery'
import { refuseNonStaff } from './reservations'

/** The most rows one CSV export carries. */
const EXPORT_LIMIT = 5_000

const filterInvalid = () => fail('filter-invalid', 'backoffice.errors.filterInvalid')

const names = (en: string | null | undefined, ar: string | null | undefined, fallback: string) => ({
  en: en || fallback,
  ar: ar || en || fallback,
})

const customerOf = (reservation: Reservation): Customer | null =>
  typeof reservation.customer === 'object' ? reservation.customer : null

function listed(reservation: Reservation) {
  const customer = customerOf(reservation)
  return {
    reservationNumber: reservation.reservationNumber,
    status: isReservationStatus(reservation.status) ? reservation.status : 'pending',
    paymentType: reservation.paymentType,
    execDate: reservation.execDate,
    execLocal: reservation.execLocal,
    pickup: names(
      reservation.pickup?.nameEn,
      reservation.pickup?.nameAr,
      reservation.pickupAddress,
    ),
    dropoff: names(
      reservation.dropoff?.nameEn,
      reservation.dropoff?.nameAr,
      reservation.dropoffAddress,
    ),
    car: names(reservation.carName?.en, reservation.carName?.ar, reservation.carType),
    price: reservation.price,
    customer: customer
      ? { name: customer.name, email: customer.email, mobile: customer.mobile }
      : null,
  } as const
}

export type ListPage = { rows: ListRow[]; count: number; page: number; pages: number }

/**
 * The list's reservations: their ids, order and count from SQL (`reservationQuery.ts`, the
 * indexes of decision 0121), the page's documents from Payload by id.
 */
async function findListed(
  payload: Payload,
  input: unknown,
  { all = false }: { all?: boolean } = {},
): Promise<Result<{ docs: Reservation[]; count: number; page: number; pages: number }>> {
  const parsed = listQuery.safeParse(input ?? {})
  if (!parsed.success) {
    const failure = zodFailure(parsed.error)
    return failure.code === 'invalid-body' ? filterInvalid() : failure
  }
  const query = parsed.data
  const codes = await regionCodesOf(payload, query)
  const [ids, totals] = await Promise.all([
    listIds(payload, query, codes, all ? { limit: EXPORT_LIMIT, offset: 0 } : undefined),
    listTotals(payload, query, codes, { revenue: false }),
  ])
  const docs = ids.length
    ? (
        await payload.find({
          collection: 'reservations',
          where: { id: { in: ids } },
          depth: 1,
          pagination: false,
          overrideAccess: true,
        })
      ).docs
    : []
  const limit = all ? EXPORT_LIMIT : query.limit
  return ok({
    docs: inOrder(ids, docs),
    count: totals.count,
    page: all ? 1 : query.page,
    pages: Math.ceil(totals.count / limit),
  })
}

/**
 * The reservations desk's list: filters (status, Cairo pickup days, region, car, payment type),
 * search (number, customer or passenger name, email, phone), sort and page. Rows carry the status's
 * staff colour and Cairo times in the reader's language.
 */
export async function listReservations(
  payload: Payload,
  { staff, query, locale }: { staff: AccessUser; query: unknown; locale: Locale },
): Promise<Result<ListPage>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const found = await findListed(payload, query)
  if (!found.ok) return found
  const { docs, count, page, pages } = found.value
  return ok({ rows: docs.map((doc) => listRow(listed(doc), locale)), count, page, pages })
}

/** The filtered list (every page, up to 5,000 rows) as CSV, in the reader's language. */
export async function exportReservationsCsv(
  payload: Payload,
  { staff, query, locale }: { staff: AccessUser; query: unknown; locale: Locale },
): Promise<Result<{ csv: string; count: number; truncated: boolean }>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const found = await findListed(payload, query, { all: true })
  if (!found.ok) return found
  const rows = found.value.docs.map((doc) => listRow(listed(doc), locale))
  return ok({
    csv: reservationsCsv(rows, locale),
    count: found.value.count,
    truncated: found.value.count > rows.length,
  })
}

const driverOf = (
  leg:
    | { driverName?: string | null; driverMobile?: string | null; vehiclePlate?: string | null }
    | null
    | undefined,
) => leg ?? null

function sheetReservation(reservation: Reservation): RunSheetReservation {
  const base = listed(reservation)
  const customer = customerOf(reservation)
  return {
    reservationNumber: base.reservationNumber,
    status: base.status,
    tripType: reservation.tripType,
    execDate: reservation.execDate,
    returningDate: reservation.returningDate,
    pickup: { ...base.pickup, locationName: reservation.pickup?.locationName },
    dropoff: { ...base.dropoff, locationName: reservation.dropoff?.locationName },
    car: base.car,
    persons: reservation.persons ?? 1,
    luggages: reservation.luggages ?? 0,
    arrivalFlightNumber: reservation.arrivalFlightNumber,
    departureFlightNumber: reservation.departureFlightNumber,
    isAnotherPassengers: reservation.isAnotherPassengers,
    passengerName: reservation.passengerName,
    passengerPhone: reservation.passengerPhone,
    notes: reservation.notes,
    customer: customer ? { name: customer.name, mobile: customer.mobile } : null,
    dispatch: {
      outbound: driverOf(reservation.dispatch?.outbound),
      return: driverOf(reservation.dispatch?.return),
    },
  }
}

/**
 * One Cairo day's run sheet (`day`: 'YYYY-MM-DD'): the legs driven that day, outbound or return,
 * by time, with flight, passenger, sign name, phone and driver, in the reader's language.
 */
export async function dailyRunSheet(
  payload: Payload,
  { staff, day, locale }: { staff: AccessUser; day: string; locale: Locale },
): Promise<Result<RunSheet>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  if (!isCairoDay(day)) return filterInvalid()
  // The day's instants (a leg is on the sheet when its pickup falls in that Cairo day).
  const { from, before } = cairoDayRange(day, day)
  if (!from || !before) return filterInvalid()
  const inDay = (field: 'execDate' | 'returningDate') => ({
    and: [
      { [field]: { greater_than_equal: from.toISOString() } },
      { [field]: { less_than: before.toISOString() } },
    ],
  })
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { status: { in: [...RUN_STATUSES] } },
        { or: [inDay('execDate'), inDay('returningDate')] },
      ],
    },
    sort: 'execDate',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return ok(buildRunSheet(docs.map(sheetReservation), day, locale))
}

/** The list's filter choices: regions and cars by code, named in the reader's language. */
export async function listFilterOptions(
  payload: Payload,
  locale: Locale,
): Promise<{ regions: { code: string; name: string }[]; cars: { code: string; name: string }[] }> {
  const [regions, cars] = await Promise.all([
    payload.find({
      collection: 'regions',
      locale,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({ collection: 'cars', locale, depth: 0, pagination: false, overrideAccess: true }),
  ])
  return {
    regions: regions.docs.map((region) => ({ code: region.code, name: region.name })),
    cars: cars.docs.map((car) => ({ code: car.code, name: car.name })),
  }
}
