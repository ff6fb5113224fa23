import { z } from 'zod'

import { plainText } from '@/lib/plainText'

/**
 * The bodies of the manage-booking API (docs/api.md): the booking is named by its private link's
 * token, or by its number for the logged-in customer. The token travels in the body, never in a
 * URL (logs, referrers).
 */
const token = plainText('api.invalidBody').min(1).max(100)
const reservationNumber = plainText('api.invalidBody').min(1).max(40)
/** The refund the customer was shown, in piasters: a different one now is refused. */
const expectedRefund = z.number().int().min(0).max(1_000_000_000)

export const manageQuoteSchema = z.union([
  z.object({ token }).strict(),
  z.object({ reservationNumber }).strict(),
])

export const manageCancelSchema = z.union([
  z.object({ token, expectedRefund }).strict(),
  z.object({ reservationNumber, expectedRefund }).strict(),
])

/** A text as typed in the change form (the rules read it as the booking form does). */
const typed = (max: number) => z.string().max(max)

/**
 * What a customer asks to change (decision 0155): a field left out stays as it is; null clears a
 * flight, the notes or the other passenger (the customer then travels).
 */
const changes = z
  .object({
    execDate: typed(40).optional(),
    returningDate: typed(40).optional(),
    arrivalFlightNumber: typed(40).nullable().optional(),
    departureFlightNumber: typed(40).nullable().optional(),
    passenger: z
      .object({ name: typed(400), phone: typed(60) })
      .strict()
      .nullable()
      .optional(),
    locationNames: z
      .object({
        pickup: typed(800).nullable().optional(),
        dropoff: typed(800).nullable().optional(),
      })
      .strict()
      .optional(),
    notes: typed(4000).nullable().optional(),
  })
  .strict()

export const manageChangeSchema = z.union([
  z.object({ token, changes }).strict(),
  z.object({ reservationNumber, changes }).strict(),
])
