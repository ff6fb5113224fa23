import { utcToCairoWallTime } from '@/booking/cairoTime'
import { RESERVATION_STATUSES, type ReservationStatus } from '@/booking/status'

import { shiftDay } from './reservationList'
import { RUN_STATUSES } from './runSheet'

/**
 * The dashboard's figures as pure rules: which Cairo days "today" and "tomorrow" are, where the
 * 7- and 30-day windows start, and the list query behind each figure, so a figure and the list it
 * opens count the same reservations.
 */

/** The statuses that count as bookings and revenue: paid, accepted cash, sent to operations. */
export const BOOKED_STATUSES = RUN_STATUSES

export type DashboardDays = {
  today: string
  tomorrow: string
  /** The first Cairo day of the last 7 and last 30 days (today included). */
  since7: string
  since30: string
}

export function dashboardDays(now: Date): DashboardDays {
  const today = utcToCairoWallTime(now).slice(0, 10)
  return {
    today,
    tomorrow: shiftDay(today, 1),
    since7: shiftDay(today, -6),
    since30: shiftDay(today, -29),
  }
}

/** A list query as the reservations desk reads it from its address. */
export type ListLink = Record<string, string>

const booked = BOOKED_STATUSES.join(',')

/** The list behind each figure. */
export const dashboardLinks = (days: DashboardDays) => ({
  pickupsToday: { from: days.today, to: days.today, status: booked, sort: 'pickup' },
  pickupsTomorrow: { from: days.tomorrow, to: days.tomorrow, status: booked, sort: 'pickup' },
  booked7: { createdFrom: days.since7, status: booked },
  booked30: { createdFrom: days.since30, status: booked },
  waiting: { status: 'pending' },
  byStatus: Object.fromEntries(
    RESERVATION_STATUSES.map((status): [ReservationStatus, ListLink] => [status, { status }]),
  ) as Record<ReservationStatus, ListLink>,
  latest: { sort: '-created' },
})
