import type { Payload } from 'payload'

import type { AccessUser } from '@/access/roles'
import {
  cairoDayRange,
  isCairoDay,
  listQuery,
  type ListQuery,
  listRow,
  type ListRow,
} from '@/backoffice/reservationList'
import { buildRunSheet, type RunSheet, RUN_STATUSES } from '@/backoffice/runSheet'
import { isReservationStatus } from '@/booking/status'
import type { Locale } from '@/i18n/locales'
import { fail, ok, type Result } from '@/lib/failure'
import { zodFailure } from '@/lib/zodFailure'
import type { Customer, Reservation } from '@/payload-types'

import { inOrder, listIds, listTotals, regionCodesOf } from './reservationQuery'
import { refuseNonStaff } from './reservations'
import { sheetRowsWithLegIn } from './sheetRows'

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
 * The desk's filters and search checked: a query that is not one is `filter-invalid`. The list
 * and the CSV export both read through it, and then through the same SQL (`reservationSql.ts`,
 * decision 0122), so they find the same reservations.
 */
export function parseListQuery(input: unknown): Result<ListQuery> {
  const parsed = listQuery.safeParse(input ?? {})
  if (!parsed.success) {
    const failure = zodFailure(parsed.error)
    return failure.code === 'invalid-body' ? filterInvalid() : failure
  }
  return ok(parsed.data)
}

/**
 * The list's reservations: their ids, order and count from SQL (`reservationQuery.ts`, the
 * indexes of decision 0121), the page's documents from Payload by id.
 */
async function findListed(
  payload: Payload,
  input: unknown,
): Promise<Result<{ docs: Reservation[]; count: number; page: number; pages: number }>> {
  const parsed = parseListQuery(input)
  if (!parsed.ok) return parsed
  const query = parsed.value
  const codes = await regionCodesOf(payload, query)
  const [ids, totals] = await Promise.all([
    listIds(payload, query, codes),
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
  return ok({
    docs: inOrder(ids, docs),
    count: totals.count,
    page: query.page,
    pages: Math.ceil(totals.count / query.limit),
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

/**
 * One Cairo day's run sheet (`day`: 'YYYY-MM-DD'): the legs driven that day, outbound or return,
 * by time, with flight, passenger, sign name, phone, persons and bags, places, the customer's
 * notes and driver, in the reader's language; read in one SQL query (operations/sheetRows.ts).
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
  const rows = await sheetRowsWithLegIn(payload, { statuses: RUN_STATUSES, from, before })
  return ok(buildRunSheet(rows, day, locale))
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
