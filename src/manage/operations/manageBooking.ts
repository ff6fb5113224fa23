import type { Payload } from 'payload'

import { utcToCairoWallTime } from '@/booking/cairoTime'

import { limited } from '@/accounts/operations/limited'
import {
  cancelAndRefund,
  paymentsOf,
  refundedSoFar,
} from '@/backoffice/operations/cancelReservation'
import { tellOfSelfCancel } from '@/backoffice/operations/selfServiceNotices'
import { wholeRefundAmount } from '@/backoffice/refundRights'
import { fail, ok, type Result } from '@/lib/failure'
import { type BookingHolder, heldReservation } from '@/booking/operations/ownReservation'
import type { Reservation } from '@/payload-types'
import type { PaymentGateway } from '@/payments/gateway'
import { paymentGateway } from '@/payments/operations/paymentGateway'

import { lifecycleFacts } from '@/booking/lifecycle/facts'
import { keptCancelDeadline } from '@/booking/lifecycle/lifecycle'
import { changeHoursFromDoc } from '@/booking/lifecycle/rights'
import { reservationLifecycle } from '@/booking/operations/lifecycle'
import { policyFromDoc } from '@/booking/policy'

import {
  hashManageToken,
  isManageTokenShape,
  manageLinkExpiry,
  manageLinkState,
  newManageToken,
} from '../selfService'
import { selfCancelRefund } from '@/booking/lifecycle/rights'

/**
 * Manage my booking (issue 32 item 2; decision 0145): the private link's token, and the customer's
 * own cancellation. Who the caller is was settled by the caller: the reservation's own customer
 * (logged in), or the holder of a valid link (`reservationByManageToken`).
 */

/** A new link for a reservation picked up at `execDate` (and back at `returningDate`): the token
 * to send, and the fields the reservation keeps (its hash, never the token). */
export function newManageLink(execDate: Date, returningDate: Date | null) {
  const token = newManageToken()
  return {
    token,
    manageLink: {
      tokenHash: hashManageToken(token),
      expiresAt: manageLinkExpiry(execDate, returningDate).toISOString(),
      revokedAt: null,
    },
  }
}

const linkNotFound = () => fail('manage-link-invalid', 'manage.errors.linkInvalid')

/**
 * The reservation a manage link opens, or `manage-link-invalid` (unknown, revoked or expired
 * alike: the caller learns nothing more). Each lookup counts against the caller's address
 * (`client`, its rate-limit key), so tokens cannot be guessed by trying.
 */
export async function reservationByManageToken(
  payload: Payload,
  token: unknown,
  client: string,
  now: Date = new Date(),
): Promise<Result<Reservation>> {
  const refused = await limited(payload, [['manageLinkPerIp', client]], now)
  if (refused) return refused
  if (!isManageTokenShape(token)) return linkNotFound()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { 'manageLink.tokenHash': { equals: hashManageToken(token) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const reservation = docs[0]
  const link = reservation?.manageLink
  if (!reservation || !link?.expiresAt) return linkNotFound()
  const state = manageLinkState(
    {
      expiresAt: new Date(link.expiresAt),
      revokedAt: link.revokedAt ? new Date(link.revokedAt) : null,
    },
    now,
  )
  return state === 'valid' ? ok(reservation) : linkNotFound()
}

async function selfServiceSettings(payload: Payload) {
  const settings = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    locale: 'en',
    overrideAccess: true,
  })
  const policy = policyFromDoc(settings)
  return {
    rules: { policy, changeHours: changeHoursFromDoc(settings) },
    bankChargePercent: policy.refundBankChargePercent,
    hotline: settings.hotline ?? '',
    whatsapp: settings.whatsapp ?? '',
  }
}

export type SelfCancelQuote =
  | {
      allowed: true
      /** The Cairo wall time until which the customer may cancel. */
      until: string
      /** The policy's free-cancellation hours the texts state (decision 0180). */
      cancelHours: number
      /** What the card payment still holds, the bank charge kept, and the refund (piasters). */
      held: number
      charge: number
      refund: number
    }
  | {
      allowed: false
      /** Past the deadline, a driver already on the trip, or nothing left to cancel. */
      reason: 'too-late' | 'trip-started' | 'not-manageable'
      /** Booked after its deadline: it never could be cancelled online (no past date to state). */
      bookedInside: boolean
      until: string
      cancelHours: number
      hotline: string
      whatsapp: string
    }

/**
 * What a cancellation now would do: allowed or not (and why: the lifecycle's cancel right,
 * decision 0184), and the refund it would make.
 */
export async function selfCancelQuote(
  payload: Payload,
  reservation: Reservation,
  now: Date = new Date(),
): Promise<SelfCancelQuote> {
  const settings = await selfServiceSettings(payload)
  const { cancel } = await reservationLifecycle(payload, reservation, {
    now,
    rules: settings.rules,
  })
  const cancelHours = settings.rules.policy.freeCancelHours
  if (cancel.kind !== 'online') {
    const deadline =
      cancel.kind === 'closed'
        ? keptCancelDeadline(lifecycleFacts(reservation, new Set()), settings.rules.policy)
        : cancel.until
    return {
      allowed: false,
      reason: cancel.kind === 'closed' ? 'not-manageable' : cancel.kind,
      bookedInside: cancel.kind === 'too-late' && cancel.bookedInside,
      until: utcToCairoWallTime(deadline),
      cancelHours,
      hotline: settings.hotline,
      whatsapp: settings.whatsapp,
    }
  }
  const payments = await paymentsOf(payload, reservation.id)
  const captured = payments.find((payment) => payment.status === 'paid')
  const held = captured
    ? wholeRefundAmount(captured.amount, await refundedSoFar(payload, captured.id))
    : 0
  return {
    allowed: true,
    until: utcToCairoWallTime(cancel.until),
    cancelHours,
    held,
    ...selfCancelRefund(held, settings.bankChargePercent),
  }
}

/**
 * The customer cancels their own reservation: until its kept deadline (the policy's hours before
 * the first pickup), a card
 * payment refunded at the gateway less the bank charge (the same path as the staff's cancel,
 * `cancelAndRefund`), a cash booking simply cancelled. `expectedRefund`, when given, is the amount
 * the customer was shown: a different one now (a setting or the payment changed) is refused, so
 * nobody confirms one amount and gets another.
 */
export async function selfCancel(
  payload: Payload,
  {
    reservation,
    customerId,
    expectedRefund,
    now = new Date(),
    gateway = paymentGateway(),
  }: {
    reservation: Reservation
    /** The reservation's customer, who acts (logged in, or by their link). */
    customerId: number
    expectedRefund?: number
    now?: Date
    gateway?: PaymentGateway
  },
): Promise<Result<{ reservation: Reservation; refunded: number }>> {
  const quote = await selfCancelQuote(payload, reservation, now)
  if (!quote.allowed) {
    if (quote.reason === 'too-late') {
      return fail('self-cancel-too-late', 'manage.errors.cancelTooLate', {
        values: { cancelHours: quote.cancelHours },
      })
    }
    return quote.reason === 'trip-started'
      ? fail('self-cancel-trip-started', 'manage.errors.tripStarted')
      : fail('self-cancel-not-allowed', 'manage.errors.notManageable')
  }
  if (expectedRefund !== undefined && expectedRefund !== quote.refund) {
    return fail('refund-changed', 'manage.errors.refundChanged')
  }
  const { bankChargePercent } = await selfServiceSettings(payload)
  const cancelled = await cancelAndRefund(
    payload,
    reservation,
    {
      change: {
        by: { type: 'customer', id: customerId },
        reason: 'Cancelled by the customer',
        at: now,
      },
      actor: { type: 'customer', id: customerId },
      refundOf: (held) => selfCancelRefund(held, bankChargePercent).refund,
    },
    gateway,
  )
  if (!cancelled.ok) return cancelled
  const refunded = cancelled.value.refund?.amount ?? 0
  await tellOfSelfCancel(payload, cancelled.value.reservation, refunded)
  return ok({ reservation: cancelled.value.reservation, refunded })
}

/**
 * Who asks to manage a reservation: the holder of its link, or the booking's holder (its
 * logged-in customer, or the guest checkout that made it).
 */
export type ManageCaller =
  { token: string; client: string } | { holder: BookingHolder; reservationNumber: string }

/** The reservation the caller may manage, or why not (never another customer's). */
export async function managedReservation(
  payload: Payload,
  caller: ManageCaller,
  now: Date = new Date(),
): Promise<Result<Reservation>> {
  if ('token' in caller) return reservationByManageToken(payload, caller.token, caller.client, now)
  const held = await heldReservation(payload, caller.holder, caller.reservationNumber)
  return held.ok ? ok(held.value.reservation) : held
}

export const customerIdOf = (reservation: Reservation): number | null =>
  typeof reservation.customer === 'number'
    ? reservation.customer
    : (reservation.customer?.id ?? null)

/** What the caller's cancellation would do now (the amount shown before confirming). */
export async function quoteFor(
  payload: Payload,
  caller: ManageCaller,
  now: Date = new Date(),
): Promise<Result<SelfCancelQuote & { reservationNumber: string }>> {
  const found = await managedReservation(payload, caller, now)
  if (!found.ok) return found
  const quote = await selfCancelQuote(payload, found.value, now)
  return ok({ ...quote, reservationNumber: found.value.reservationNumber })
}

/** The caller cancels: the link's holder acts as the reservation's customer. */
export async function cancelFor(
  payload: Payload,
  caller: ManageCaller,
  expectedRefund: number,
  now: Date = new Date(),
): Promise<Result<{ reservationNumber: string; reservationStatus: string; refunded: number }>> {
  const found = await managedReservation(payload, caller, now)
  if (!found.ok) return found
  const customerId = customerIdOf(found.value)
  if (customerId === null) return fail('self-cancel-not-allowed', 'manage.errors.notManageable')
  const cancelled = await selfCancel(payload, {
    reservation: found.value,
    customerId,
    expectedRefund,
    now,
  })
  if (!cancelled.ok) return cancelled
  const { reservation, refunded } = cancelled.value
  return ok({
    reservationNumber: reservation.reservationNumber,
    reservationStatus: reservation.status,
    refunded,
  })
}
