import type { Payload } from 'payload'

import type { AccessUser } from '@/access/roles'
import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import { RESERVATION_STATUSES, type ReservationStatus } from '@/booking/status'
import type { Locale } from '@/i18n/locales'
import { sqlPool } from '@/infra/db'
import { ok, type Result } from '@/lib/failure'
import { REFUNDS_TO_CHECK } from '@/payments/payment'

import { dashboardDays, dashboardLinks } from '../dashboard'
import { listQuery, type ListRow } from '../reservationList'
import { PAID_LINKS_SQL, STATUS_COUNTS_SQL } from '../reservationSql'
import { listReservations } from './listReservations'
import { listTotals, type ListTotals } from './reservationQuery'
import { refuseNonStaff } from './reservations'

export type Dashboard = {
  days: ReturnType<typeof dashboardDays>
  links: ReturnType<typeof dashboardLinks>
  pickupsToday: number
  pickupsTomorrow: number
  byStatus: Record<ReservationStatus, number>
  booked7: { count: number; revenue: number }
  booked30: { count: number; revenue: number }
  /** Payment links paid in the last 7 and 30 days (their paid time): how many, and their amounts. */
  paymentLinks7: { count: number; revenue: number }
  paymentLinks30: { count: number; revenue: number }
  /** Everything taken in the last 7 and 30 days: bookings' prices and paid payment links. */
  revenue7: number
  revenue30: number
  /** Card bookings waiting for their payment, and payment links still open. */
  waiting: { reservations: number; paymentLinks: number }
  /**
   * Captured card payments that paid nothing and are not known to be back with the customer: an
   * automatic refund due, refused by the gateway or not confirmed by it (refundUnserved.ts).
   */
  refundsToCheck: number
  latest: ListRow[]
}

/**
 * The desk's day at a glance: today's and tomorrow's pickups, reservations by status, bookings and
 * revenue for the last 7 and 30 days (reservations and paid payment links), payments waiting, the
 * latest reservations. Each reservation figure comes with the list query that shows the same
 * reservations, and is counted by the list's own SQL (`listTotals`): the figure is the list's
 * count, the revenue the sum of its prices (decision 0122). Every sum is SQL; no figure loads
 * reservations into Node.
 */
export async function dashboard(
  payload: Payload,
  { staff, locale, now = new Date() }: { staff: AccessUser; locale: Locale; now?: Date },
): Promise<Result<Dashboard>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const days = dashboardDays(now)
  const links = dashboardLinks(days)
  const pool = sqlPool(payload)
  const totals = (link: Record<string, string>) =>
    listTotals(payload, listQuery.parse(link), undefined)
  const statusCounts = async () => {
    const { rows } = await pool.query(STATUS_COUNTS_SQL)
    return new Map(rows.map((row) => [String(row.status), Number(row.count)]))
  }
  const paidLinks = async (since: string): Promise<ListTotals> => {
    const start = cairoWallTimeToUtc(`${since}T00:00`)
    const { rows } = await pool.query(PAID_LINKS_SQL, [start?.toISOString()])
    return { count: Number(rows[0]?.count ?? 0), revenue: Number(rows[0]?.revenue ?? 0) }
  }
  const [
    pickupsToday,
    pickupsTomorrow,
    byStatusCount,
    booked7,
    booked30,
    links7,
    links30,
    openLinks,
    latest,
    refunds,
  ] = await Promise.all([
    totals(links.pickupsToday),
    totals(links.pickupsTomorrow),
    statusCounts(),
    totals(links.booked7),
    totals(links.booked30),
    paidLinks(days.since7),
    paidLinks(days.since30),
    payload.count({
      collection: 'payment-links',
      where: {
        and: [{ status: { equals: 'active' } }, { expiresAt: { greater_than: now.toISOString() } }],
      },
      overrideAccess: true,
    }),
    listReservations(payload, { staff, query: { ...links.latest, limit: 8 }, locale }),
    payload.count({
      collection: 'payment-transactions',
      where: { outcome: { in: [...REFUNDS_TO_CHECK] } },
      overrideAccess: true,
    }),
  ])
  const byStatus = Object.fromEntries(
    RESERVATION_STATUSES.map((status) => [status, byStatusCount.get(status) ?? 0]),
  ) as Record<ReservationStatus, number>
  return ok({
    days,
    links,
    pickupsToday: pickupsToday.count,
    pickupsTomorrow: pickupsTomorrow.count,
    byStatus,
    booked7,
    booked30,
    paymentLinks7: links7,
    paymentLinks30: links30,
    revenue7: booked7.revenue + links7.revenue,
    revenue30: booked30.revenue + links30.revenue,
    waiting: { reservations: byStatus.pending, paymentLinks: openLinks.totalDocs },
    refundsToCheck: refunds.totalDocs,
    latest: latest.ok ? latest.value.rows : [],
  })
}
