/**
 * The invariants in the database once the traffic is over: every accepted booking stored once,
 * refused ones left nothing, each payment counted once, no confirmation or receipt lost.
 */
import type pg from 'pg'

import { attempts } from './bookings'
import type { Customer } from './customers'
import { callbacks, paid } from './payments'
import { check } from './report'

export async function checkDatabase(db: pg.Client, customers: Customer[]) {
  const ids = customers.map((c) => c.id)
  const { rows } = await db.query(
    `select reservation_number, idempotency_key, status, payment_type, price::int as price
       from reservations where customer_id = any($1::int[])`,
    [ids],
  )
  const byKey = new Map<string, typeof rows>()
  for (const row of rows) {
    byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row])
  }
  const accepted = attempts.filter((a) => a.accepted)
  const refused = attempts.filter((a) => !a.accepted)
  const refusals = new Map<string, number>()
  for (const a of attempts.filter((a) => !a.accepted)) {
    const key = `${a.statuses.join('>')} ${lastOf(a.errors) ?? ''}`.trim()
    refusals.set(key, (refusals.get(key) ?? 0) + 1)
  }
  console.log(`    refusals: ${JSON.stringify(Object.fromEntries(refusals))}`)
  const retried = attempts.filter((a) => a.statuses.length > 1).length
  console.log(`    bookings sent more than once (503 or cut first): ${retried}`)
  const unsettled = attempts.filter((a) => [503, 'cut', 'hung'].includes(lastOf(a.statuses)))
  check(unsettled.length === 0, `every booking got a final answer (${unsettled.length} did not)`)

  const storedOnce = accepted.filter((a) => {
    const stored = byKey.get(a.key) ?? []
    return stored.length === 1 && stored[0].reservation_number === a.accepted
  })
  check(
    storedOnce.length === accepted.length,
    `every accepted booking is stored exactly once, under its number (${storedOnce.length}/${accepted.length})`,
  )
  const leftovers = refused.filter((a) => (byKey.get(a.key) ?? []).length > 0)
  check(
    leftovers.length === 0,
    `refused bookings left no row (${refused.length} refused, ${leftovers.length} left one)`,
  )
  check(
    rows.length === accepted.length,
    `no stray reservation: ${rows.length} stored for ${accepted.length} accepted`,
  )
  const wrongPrice = attempts.filter((a) => a.refusedOnPurpose)
  check(
    wrongPrice.length > 0 && wrongPrice.every((a) => lastOf(a.statuses) === 409 && !a.accepted),
    `bookings with a wrong price were refused 409 (${wrongPrice.length})`,
  )

  const { rows: payments } = await db.query(
    `select r.reservation_number, r.status as reservation_status, r.price::int as price,
            p.status, p.amount::int as amount, p.transaction_id
       from payments p join reservations r on r.id = p.reservation_id
      where r.customer_id = any($1::int[])`,
    [ids],
  )
  const { rows: transactions } = await db.query(
    `select t.transaction_id, t.outcome, t.amount::int as amount, r.reservation_number
       from payment_transactions t
       join payments p on p.id = t.payment_id
       join reservations r on r.id = p.reservation_id
      where r.customer_id = any($1::int[])`,
    [ids],
  )
  let paidRight = 0
  for (const payment of paid) {
    const reservation = rows.find((r) => r.reservation_number === payment.reservationNumber)
    const paidPayments = payments.filter(
      (p) => p.reservation_number === payment.reservationNumber && p.status === 'paid',
    )
    const recorded = transactions.filter((t) => t.transaction_id === String(payment.transactionId))
    const ok =
      reservation?.status === 'paid-not-sent' &&
      paidPayments.length === 1 &&
      paidPayments[0].amount === reservation.price &&
      paidPayments[0].amount === payment.amount &&
      paidPayments[0].transaction_id === String(payment.transactionId) &&
      recorded.length === 1 &&
      recorded[0].outcome === 'paid'
    if (ok) paidRight += 1
    else {
      console.log(
        `    ${payment.reservationNumber}: reservation ${reservation?.status}, paid payments ${JSON.stringify(paidPayments)}, transactions ${JSON.stringify(recorded)}`,
      )
    }
  }
  check(
    paid.length > 0 && paidRight === paid.length,
    `each paid booking: one payment marked paid for its price, one transaction, status paid-not-sent (${paidRight}/${paid.length})`,
  )
  const counted = transactions.filter((t) => t.outcome === 'paid').length
  check(
    counted === paid.length,
    `no payment counted twice: ${counted} paid transactions for ${paid.length} payments`,
  )
  const callbacksRepeated = callbacks.filter((c) => c.statuses.length >= 4).length
  check(
    callbacks.length === paid.length && callbacksRepeated === callbacks.length,
    `every payment's callback went to both servers at least twice (${callbacksRepeated}/${callbacks.length})`,
  )
  const cash = accepted.filter((a) => a.paymentType === 'cash').length
  const card = accepted.filter((a) => a.paymentType === 'card').length
  check(cash > 0 && card > 0, `card (${card}) and cash (${cash}) bookings were accepted`)

  // Messages: each confirmed booking has its confirmation email in the outbox, or is still marked
  // due for the jobs queue; each paid payment likewise its receipt.
  const { rows: confirmed } = await db.query(
    `select r.reservation_number, r.confirmation_due,
            exists (select 1 from outbox o where o.template = 'booking-confirmation'
                      and o.channel = 'email' and o.subject like '%' || r.reservation_number || '%')
              as stored
       from reservations r
      where r.customer_id = any($1::int[]) and r.status in ('cash-not-sent', 'paid-not-sent')`,
    [ids],
  )
  const confirmationsLost = confirmed.filter((r) => !r.stored && !r.confirmation_due)
  check(
    confirmed.length > 0 && confirmationsLost.length === 0,
    `every confirmed booking has its confirmation stored or still due (${confirmed.filter((r) => r.stored).length} stored, ${confirmed.filter((r) => !r.stored).length} due, ${confirmationsLost.length} lost)`,
  )
  const { rows: receipts } = await db.query(
    `select r.reservation_number, p.receipt_due,
            exists (select 1 from outbox o where o.template = 'payment-receipt'
                      and o.channel = 'email' and o.subject like '%' || r.reservation_number || '%')
              as stored
       from payments p join reservations r on r.id = p.reservation_id
      where r.customer_id = any($1::int[]) and p.status = 'paid'`,
    [ids],
  )
  const receiptsLost = receipts.filter((r) => !r.stored && !r.receipt_due)
  check(
    receipts.length === paid.length && receiptsLost.length === 0,
    `every paid payment has its receipt stored or still due (${receipts.filter((r) => r.stored).length} stored, ${receipts.filter((r) => !r.stored).length} due, ${receiptsLost.length} lost)`,
  )
}

function lastOf<T>(values: T[]): T {
  return values[values.length - 1]!
}
