import type { Payload } from 'payload'

import { customerLabel, type ReservationStatus } from '@/booking/status'
import type { Locale } from '@/i18n/locales'
import type { Customer, Reservation } from '@/payload-types'

export type CustomerReservation = {
  id: number
  reservationNumber: string
  status: ReservationStatus
  label: ReturnType<typeof customerLabel>
  execDate: string
  createdAt: string
  paymentType: Reservation['paymentType']
  tripType: Reservation['tripType']
  carType: string
  /** The car's name in each language, as booked (the code for rows without the snapshot). */
  carName: Record<Locale, string>
  pickupAddress: string
  dropoffAddress: string
  price: number
  orderNumber: string | null
  transactionNumbers: string[]
}

export function toCustomerReservation(r: Reservation): CustomerReservation {
  return {
    id: r.id,
    reservationNumber: r.reservationNumber,
    status: r.status,
    label: customerLabel(r.status),
    execDate: r.execDate,
    createdAt: r.createdAt,
    paymentType: r.paymentType,
    tripType: r.tripType,
    carType: r.carType,
    carName: {
      en: r.carName?.en || r.carType,
      ar: r.carName?.ar || r.carName?.en || r.carType,
    },
    pickupAddress: r.pickupAddress,
    dropoffAddress: r.dropoffAddress,
    price: r.price,
    orderNumber: r.orderNumber ?? null,
    transactionNumbers: (r.transactionNumbers ?? []).map((t) => t.transactionNumber),
  }
}

/** The customer's own reservations, newest first, and how many they have in all. */
export async function customerReservations(
  payload: Payload,
  customer: Customer,
  { limit }: { limit: number },
): Promise<{ count: number; reservations: CustomerReservation[] }> {
  const result = await payload.find({
    collection: 'reservations',
    where: { customer: { equals: customer.id } },
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: false,
    user: { ...customer, collection: 'customers' },
  })
  return { count: result.totalDocs, reservations: result.docs.map(toCustomerReservation) }
}
