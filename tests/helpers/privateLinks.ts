import type { Payload } from 'payload'
import { expect } from 'vitest'

import { newManageLink } from '@/manage/operations/manageBooking'
import { requestReview } from '@/reviews/operations/requestReview'

import { bookingBody, bookThroughRoute, outboxTo, reservationByNumber } from './backoffice'
import { cairoTimeIn } from './bookingData'
import type { Account } from './customers'

/**
 * Bookings opened by a private link, for the tests that need a link that works: the manage link
 * (decision 0147) and the review request's (decision 0161). `trip`: the pickup and drop-off codes
 * of the test's places (`airportAndDistrict`).
 */
type Trip = { pickupAddress: string; dropoffAddress: string }

/** A cash booking of `account` `hoursAhead` from now, with a private manage link: its token. */
export async function bookingWithManageLink(
  payload: Payload,
  account: Account,
  trip: Trip,
  hoursAhead = 96,
): Promise<{ token: string; reservationNumber: string }> {
  const reservationNumber = await bookThroughRoute(
    account,
    bookingBody(account, { ...trip, paymentType: 'cash', execDate: cairoTimeIn(hoursAhead) }),
  )
  const reservation = await reservationByNumber(payload, reservationNumber)
  const link = newManageLink(new Date(reservation.execDate), null)
  await payload.update({
    collection: 'reservations',
    id: reservation.id,
    data: { manageLink: link.manageLink },
    overrideAccess: true,
  })
  return { token: link.token, reservationNumber }
}

/**
 * A cash booking of `account` whose outbound leg is completed and whose review was asked for (by
 * SMS, as after a real trip): the review link's token.
 */
export async function bookingWithReviewLink(
  payload: Payload,
  account: Account,
  trip: Trip,
  hoursAhead = 30,
): Promise<{ token: string; reservationNumber: string }> {
  const reservationNumber = await bookThroughRoute(
    account,
    bookingBody(account, { ...trip, paymentType: 'cash', execDate: cairoTimeIn(hoursAhead) }),
  )
  const reservation = await reservationByNumber(payload, reservationNumber)
  await payload.update({
    collection: 'reservations',
    id: reservation.id,
    data: { progress: { outbound: { state: 'completed', at: new Date().toISOString() } } },
    overrideAccess: true,
  })
  expect(await requestReview(payload, reservation.id)).toMatchObject({ ok: true })
  const sms = (await outboxTo(payload, account.user.mobile)).filter(
    (message) => message.template === 'review-request' && message.body.includes('/review?token='),
  )
  const token = /\/review\?token=([A-Za-z0-9_-]{43})/.exec(sms.at(-1)?.body ?? '')?.[1] ?? ''
  expect(token).not.toBe('')
  return { token, reservationNumber }
}
