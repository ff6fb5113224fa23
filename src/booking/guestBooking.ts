import * as z from 'zod'

import { guestContactSchema } from '../accounts/schemas'
import { type Failure, fail } from '../lib/failure'

/**
 * `POST /api/booking/guest` (decision 0140): who books (name, email, mobile: the account made for
 * them) and the booking itself, checked by `validateBooking` as every booking is.
 */
export const guestBookingSchema = z.object({
  guest: guestContactSchema,
  booking: z.record(z.string(), z.unknown()),
})

export type GuestBookingBody = z.output<typeof guestBookingSchema>

/**
 * A guest pays by card only: the card is the proof a guest gives. Cash needs a mobile an SMS code
 * proved, so an account (decisions.md, "Guest card checkout"). Null when the booking may go on
 * (a payment type that is neither is refused later with the booking's own message).
 */
export function guestPaymentRefusal(booking: Record<string, unknown>): Failure | null {
  return booking.paymentType === 'cash'
    ? fail('guest-card-only', 'booking.guest.errors.cardOnly', {
        issues: [
          {
            field: 'booking.paymentType',
            code: 'guest-card-only',
            messageKey: 'booking.guest.errors.cardOnly',
          },
        ],
      })
    : null
}
