import type { Payload } from 'payload'

import type { Lifecycle } from '@/booking/lifecycle/lifecycle'
import { reservationLifecycle } from '@/booking/operations/lifecycle'
import type { Reservation } from '@/payload-types'
import type { PaymentHistory } from '@/payments/paymentHistory'
import { reservationPaymentHistory } from '@/payments/operations/paymentHistory'

import { changeContext } from './changeBooking'
import { selfCancelQuote, type SelfCancelQuote } from './manageBooking'

/**
 * What the customer's booking page shows of one reservation, whichever way it was opened (their
 * account, the guest checkout's pass, the private link): where the trip stands (the lifecycle),
 * what they may cancel and change (only while the lifecycle leaves it open), and its payments.
 * The caller has already settled that the reader holds this reservation.
 */
export async function reservationPage(
  payload: Payload,
  reservation: Reservation,
  now: Date = new Date(),
): Promise<{
  lifecycle: Lifecycle
  cancel: SelfCancelQuote | null
  change: Awaited<ReturnType<typeof changeContext>> | null
  payments: PaymentHistory
}> {
  const lifecycle = await reservationLifecycle(payload, reservation, { now })
  const manageable = lifecycle.cancel.kind !== 'closed'
  const [cancel, change, payments] = await Promise.all([
    manageable ? selfCancelQuote(payload, reservation, now) : null,
    manageable ? changeContext(payload, reservation) : null,
    reservationPaymentHistory(payload, reservation.id),
  ])
  return { lifecycle, cancel, change, payments }
}
