import type { Payload, Where } from 'payload'

import type { AccessUser } from '@/access/roles'
import { sumPiasters } from '@/booking/money'
import { RESERVATION_STATUSES, type ReservationStatus } from '@/booking/status'
import type { Locale } from '@/i18n/locales'
import { ok, type Result } from '@/lib/failure'
import { REFUNDS_TO_CHECK } from '@/payments/payment'

import { dashboardDays, dashboardLinks } from '../dashboard'
import { listQuery, listWhere, type ListRow } from '../reservationList'
import { listReservations } from './listReservations'
import { refuseNonStaff } from './reservations'

export type Dashboard = {
  days: ReturnType<typeof dashboardDays>
  links: ReturnType<typeof dashboardLinks>
  pickupsToday: number
  pickupsTomorrow: number
  byStatus: Record<ReservationStatus, number>
  booked7: { count: number; revenue: number }
  booked30: { count: number; revenue: number }
  /** Card bookings waiting for their payment, and payment links still open. */
  waiting: { reservations: number; paymentLinks: number }
  /**
   * Captured card payments that paid nothing and are not known to be back with the customer: an
   * automatic refund due, refused by the gateway or not confirmed by it (refundUnserved.ts).
   */
  refundsToCheck: number
  latest: ListRow[]
}

/** The `where` of a figure's list query: the same filters the list applies. */
const whereOf = (link: Record<string, string>) => listWhere(listQuery.parse(link)) as Where

/**
 * The desk's day at a glance: today's and tomorrow's pickups, reservations by status, bookings and
 * revenue for the last 7 and 30 days, payments waiting, the latest reservations. Each figure comes
 * with the list query that shows the same reservations.
 */
export async function dashboard(
  payload: Payload,
  { staff, locale, now = new Date() }: { staff: AccessUser; locale: Locale; now?: Date },
): Promise<Result<Dashboard>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const days = dashboardDays(now)
  const links = dashboardLinks(days)
  const count = async (link: Record<string, string>) =>
    (
      await payload.count({
        collection: 'reservations',
        where: whereOf(link),
        overrideAccess: true,
      })
    ).totalDocs
  const bookedIn = async (link: Record<string, string>) => {
    const { docs } = await payload.find({
      collection: 'reservations',
      where: whereOf(link),
      select: { price: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return { count: docs.length, revenue: sumPiasters(...docs.map((doc) => doc.price ?? 0)) }
  }
  const [
    pickupsToday,
    pickupsTomorrow,
    statusCounts,
    booked7,
    booked30,
    openLinks,
    latest,
    refunds,
  ] = await Promise.all([
    count(links.pickupsToday),
    count(links.pickupsTomorrow),
    Promise.all(RESERVATION_STATUSES.map((status) => count(links.byStatus[status]))),
    bookedIn(links.booked7),
    bookedIn(links.booked30),
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
    RESERVATION_STATUSES.map((status, index) => [status, statusCounts[index] ?? 0]),
  ) as Record<ReservationStatus, number>
  return ok({
    days,
    links,
    pickupsToday,
    pickupsTomorrow,
    byStatus,
    booked7,
    booked30,
    waiting: { reservations: byStatus.pending, paymentLinks: openLinks.totalDocs },
    refundsToCheck: refunds.totalDocs,
    latest: latest.ok ? latest.value.rows : [],
  })
}
