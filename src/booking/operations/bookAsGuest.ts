import type { Payload } from 'payload'

import {
  guestBookingLimits,
  guestContactsTaken,
  guestLogInFirst,
  isOwnGuestRepeat,
} from '@/accounts/guestCheckout'
import { type GuestPass, newGuestPass } from '@/accounts/guestPass'
import {
  createGuestAccount,
  dropGuestAccount,
  guestContactHolders,
} from '@/accounts/operations/guestAccount'
import { limited } from '@/accounts/operations/limited'
import { type GuestBookingBody, guestPaymentRefusal } from '@/booking/guestBooking'
import type { Locale } from '@/i18n/locales'
import { ok, type Result } from '@/lib/failure'
import type { Customer } from '@/payload-types'

import type { BookingCatalog } from './catalog'
import { type BookedReservation, createReservation, findByKey } from './createReservation'

export type GuestBookingRequest = {
  body: GuestBookingBody
  idempotencyKey: string
  locale: Locale
  /** The caller's address, for the rate limit. */
  ip: string
  now?: Date
}

/** The booking as the account made for the guest sends it: its `userId` is that account's. */
const forGuest = (booking: Record<string, unknown>, customer: Customer) => ({
  ...booking,
  userId: customer.id,
})

/**
 * `POST /api/booking/guest` (decisions 0140-0142): a card booking by someone without an account.
 *
 * 1. Counted per address and per email and mobile (`guestBookingLimits`); cash is refused
 *    (`guest-card-only`: it needs a mobile proven by SMS, so an account).
 * 2. The same request sent again (its answer lost) is answered from the guest account it created,
 *    when that account still has no password and holds both contacts: the Idempotency-Key, a
 *    random value only that browser has seen, is what it shows (decision 0141).
 * 3. An email or mobile any account holds is refused with `log-in-first`: the booking is never
 *    attached to that account, and the contact is never taken from it.
 * 4. Otherwise the account is created without a password (`createGuestAccount`), the booking is
 *    made for it as any customer's (`createReservation`: every rule, the price compared, no cash
 *    for an unproven mobile), and the answer carries a guest pass for that booking alone, for a
 *    day (`src/accounts/guestPass.ts`, decision 0164): its payment, its page and its documents
 *    open with it, and nothing else of the account does. A refused booking removes the account it
 *    had just made, so the guest can correct the booking and send it again.
 */
export async function bookAsGuest(
  payload: Payload,
  catalog: BookingCatalog,
  { body, idempotencyKey, locale, ip, now = new Date() }: GuestBookingRequest,
): Promise<Result<BookedReservation & { customer: Customer; pass: GuestPass }>> {
  const { guest, booking } = body
  const tooMany = await limited(payload, guestBookingLimits(ip, guest), now)
  if (tooMany) return tooMany
  const cashRefused = guestPaymentRefusal(booking)
  if (cashRefused) return cashRefused

  const holders = await guestContactHolders(payload, guest)
  const repeatOf = isOwnGuestRepeat(holders)
  if (repeatOf !== null && (await findByKey(payload, repeatOf, idempotencyKey))) {
    const customer = await payload.findByID({
      collection: 'customers',
      id: repeatOf,
      depth: 0,
      overrideAccess: true,
    })
    const again = await createReservation(payload, catalog, {
      customer,
      idempotencyKey,
      body: forGuest(booking, customer),
      locale,
      now,
    })
    return again.ok
      ? ok({ ...again.value, customer, pass: passFor(again.value, customer, now) })
      : again
  }
  const taken = guestContactsTaken(holders)
  if (taken.length > 0) return guestLogInFirst(taken)

  const account = await createGuestAccount(payload, guest, { ip, now, locale })
  if (!account.ok) return account
  const customer = account.value
  const booked = await createReservation(payload, catalog, {
    customer,
    idempotencyKey,
    body: forGuest(booking, customer),
    locale,
    now,
  })
  if (!booked.ok) {
    await dropGuestAccount(payload, customer.id)
    return booked
  }
  return ok({ ...booked.value, customer, pass: passFor(booked.value, customer, now) })
}

/** The pass of the booking just made (or found again) for the guest account `customer`. */
const passFor = ({ reservation }: BookedReservation, customer: Customer, now: Date): GuestPass =>
  newGuestPass(reservation.id, customer.id, now)
