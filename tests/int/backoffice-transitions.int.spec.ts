import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as pay } from '@/app/(frontend)/api/payments/pay/route'
import { cancelReservation } from '@/backoffice/operations/cancelReservation'
import { sendToOperations } from '@/backoffice/operations/sendToOperations'
import { fail } from '@/lib/failure'
import type { PaymentGateway } from '@/payments/gateway'
import { paymentGateway } from '@/payments/operations/paymentGateway'

import {
  bookingBody,
  bookThroughRoute,
  outboxTo,
  payThroughSimulator,
  reservationByNumber,
  startSimulatorSite,
  until,
} from '../helpers/backoffice'
import {
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * The staff's transitions: "send to operations" and cancel (with the card refund through the
 * simulator), through the real booking and payment routes.
 */

let payload: Payload
let site: Awaited<ReturnType<typeof startSimulatorSite>>
let staff: Awaited<ReturnType<typeof staffUser>>

const trip = { pickupAddress: 'tbt-airport', dropoffAddress: 'tbt-district' }

const paymentsOf = async (reservationId: number) =>
  (
    await payload.find({
      collection: 'payments',
      where: { reservation: { equals: reservationId } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

async function paidCardBooking(account: Account) {
  const number = await bookThroughRoute(account, bookingBody(account, trip))
  await payThroughSimulator(payload, account, site.url, number)
  return number
}

beforeAll(async () => {
  site = await startSimulatorSite()
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = (
    await createRegion(payload, {
      code: 'TBT',
      en: 'Desk Cairo',
      ar: 'مكتب القاهرة',
      cashAllowed: true,
    })
  ).id
  const airport = await createPlace(payload, {
    code: 'tbt-airport',
    region,
    en: 'Desk Airport',
    ar: 'مطار المكتب',
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: 'tbt-district',
    region,
    en: 'Desk District',
    ar: 'حي المكتب',
    kind: 'area',
  })
  await createPriceRow(payload, {
    region,
    from: airport.id,
    to: district.id,
    egp: { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
  })
  staff = await staffUser(payload, 'operator', 'transitions')
})

afterAll(async () => {
  await site?.close()
})

describe('send to operations', () => {
  it('moves a cash booking to completed with the staff member, time and reason in the history', async () => {
    const account = await signedUpCustomer(payload, { tag: 'desk-cash' })
    const number = await bookThroughRoute(
      account,
      bookingBody(account, { ...trip, paymentType: 'cash' }),
    )
    expect((await reservationByNumber(payload, number)).status).toBe('cash-not-sent')

    const customerUser = { id: account.user.id, collection: 'customers' }
    expect(
      await sendToOperations(payload, {
        reservationNumber: number,
        staff: customerUser,
        reason: 'x',
      }),
    ).toMatchObject({ ok: false, code: 'not-staff' })
    expect(
      await sendToOperations(payload, { reservationNumber: number, staff, reason: '   ' }),
    ).toMatchObject({ ok: false, code: 'reason-required' })
    expect(
      await sendToOperations(payload, { reservationNumber: 'MS-NOPE00', staff, reason: 'go' }),
    ).toMatchObject({ ok: false, code: 'reservation-not-found' })

    const at = new Date('2026-11-23T10:00:00.000Z')
    const sent = await sendToOperations(payload, {
      reservationNumber: number.toLowerCase(),
      staff,
      reason: '  Driver   confirmed ',
      now: at,
    })
    expect(sent.ok).toBe(true)
    const stored = await reservationByNumber(payload, number)
    expect(stored.status).toBe('completed')
    expect(stored.statusHistory!.at(-1)).toMatchObject({
      from: 'cash-not-sent',
      to: 'completed',
      byType: 'staff',
      byId: String(staff.id),
      reason: 'Driver confirmed',
      at: at.toISOString(),
    })

    // Once sent, it cannot be sent again; two at once make one history entry.
    const again = await Promise.all([
      sendToOperations(payload, { reservationNumber: number, staff, reason: 'again' }),
      sendToOperations(payload, { reservationNumber: number, staff, reason: 'again' }),
    ])
    for (const answer of again)
      expect(answer).toMatchObject({ ok: false, code: 'transition-not-allowed' })
    expect((await reservationByNumber(payload, number)).statusHistory).toHaveLength(2)
  })

  it('refuses a pending card booking (it is not paid)', async () => {
    const account = await signedUpCustomer(payload, { tag: 'desk-pending' })
    const number = await bookThroughRoute(account, bookingBody(account, trip))
    expect(
      await sendToOperations(payload, { reservationNumber: number, staff, reason: 'go' }),
    ).toMatchObject({ ok: false, code: 'transition-not-allowed' })
    expect((await reservationByNumber(payload, number)).status).toBe('pending')
  })
})

describe('cancel', () => {
  it('cancels a cash booking without a refund and tells the customer by email and SMS', async () => {
    const account = await signedUpCustomer(payload, { tag: 'desk-cancel-cash' })
    const number = await bookThroughRoute(
      account,
      bookingBody(account, { ...trip, paymentType: 'cash' }),
    )
    await sendToOperations(payload, { reservationNumber: number, staff, reason: 'sent' })
    const cancelled = await cancelReservation(payload, {
      reservationNumber: number,
      staff,
      reason: 'Customer called to cancel',
    })
    expect(cancelled).toMatchObject({ ok: true, value: { refund: null } })
    const stored = await reservationByNumber(payload, number)
    expect(stored.status).toBe('cancelled')
    expect(stored.statusHistory!.at(-1)).toMatchObject({
      from: 'completed',
      to: 'cancelled',
      byType: 'staff',
      byId: String(staff.id),
      reason: 'Customer called to cancel',
    })
    const email = (await outboxTo(payload, account.user.email)).at(-1)!
    expect(email).toMatchObject({ template: 'reservation-cancelled', locale: 'en' })
    expect(email.subject).toContain(number)
    expect(email.body).not.toContain('refunded')
    const sms = (await outboxTo(payload, account.user.mobile)).at(-1)!
    expect(sms).toMatchObject({ template: 'reservation-cancelled', channel: 'sms' })
    expect(sms.body).toContain(number)

    expect(
      await cancelReservation(payload, { reservationNumber: number, staff, reason: 'again' }),
    ).toMatchObject({ ok: false, code: 'transition-not-allowed' })
  })

  it('refunds a paid card booking in full through the gateway, records it, and tells the customer in Arabic', async () => {
    const account = await signedUpCustomer(payload, { tag: 'desk-refund', lang: 'ar' })
    const number = await paidCardBooking(account)
    const paid = await reservationByNumber(payload, number)
    const [payment] = await paymentsOf(paid.id)
    expect(payment).toMatchObject({ status: 'paid', amount: 50000 })

    // A refund the gateway refuses changes nothing.
    const real = paymentGateway()
    const refusing: PaymentGateway = new Proxy(real, {
      get: (target, property, receiver) =>
        property === 'refund'
          ? async () => fail('payment-refund-refused', 'payment.errors.refundRefused' as never)
          : Reflect.get(target, property, receiver),
    })
    const refused = await cancelReservation(payload, {
      reservationNumber: number,
      staff,
      reason: 'Flight cancelled',
      gateway: refusing,
    })
    expect(refused).toMatchObject({ ok: false, code: 'refund-failed' })
    expect(await reservationByNumber(payload, number)).toMatchObject({
      status: 'paid-not-sent',
      statusHistory: paid.statusHistory,
    })
    expect((await paymentsOf(paid.id))[0]).toMatchObject({ status: 'paid' })

    const cancelled = await cancelReservation(payload, {
      reservationNumber: number,
      staff,
      reason: 'Flight cancelled',
    })
    expect(cancelled.ok).toBe(true)
    if (!cancelled.ok) return
    expect(cancelled.value.refund).toMatchObject({ amount: 50000 })
    const refundId = cancelled.value.refund!.transactionId
    const stored = await reservationByNumber(payload, number)
    expect(stored.status).toBe('cancelled')
    expect(stored.transactionNumbers!.map((row) => row.transactionNumber)).toContain(refundId)
    expect((await paymentsOf(paid.id))[0]).toMatchObject({ status: 'refunded' })
    const { docs: transactions } = await payload.find({
      collection: 'payment-transactions',
      where: { transactionId: { equals: refundId } },
      overrideAccess: true,
      depth: 0,
    })
    expect(transactions).toHaveLength(1)
    expect(transactions[0]).toMatchObject({ kind: 'refunded', amount: 50000, outcome: 'refunded' })

    const sms = await until(
      () => outboxTo(payload, account.user.mobile),
      (docs) => docs.at(-1)?.template === 'reservation-cancelled',
    )
    expect(sms.at(-1)).toMatchObject({ locale: 'ar' })
    expect(sms.at(-1)!.body).toContain('أُلغي')
    const email = (await outboxTo(payload, account.user.email)).at(-1)!
    expect(email.template).toBe('reservation-cancelled')
    expect(email.body).toContain('رددنا')
  })

  it('refunds once when two staff cancel the same paid booking at once', async () => {
    const account = await signedUpCustomer(payload, { tag: 'desk-twice' })
    const number = await paidCardBooking(account)
    const answers = await Promise.all([
      cancelReservation(payload, { reservationNumber: number, staff, reason: 'one' }),
      cancelReservation(payload, { reservationNumber: number, staff, reason: 'two' }),
    ])
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    expect(answers.find((answer) => !answer.ok)).toMatchObject({ code: 'transition-not-allowed' })
    const stored = await reservationByNumber(payload, number)
    expect(stored.statusHistory!.filter((entry) => entry.to === 'cancelled')).toHaveLength(1)
    const [payment] = await paymentsOf(stored.id)
    const { totalDocs } = await payload.count({
      collection: 'payment-transactions',
      where: { and: [{ payment: { equals: payment!.id } }, { kind: { equals: 'refunded' } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('cancels a pending card booking and closes its open payment', async () => {
    const account = await signedUpCustomer(payload, { tag: 'desk-open' })
    const number = await bookThroughRoute(account, bookingBody(account, trip))
    const opened = await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    expect(opened.status).toBe(200)
    const cancelled = await cancelReservation(payload, {
      reservationNumber: number,
      staff,
      reason: 'Duplicate of another booking',
    })
    expect(cancelled).toMatchObject({ ok: true, value: { refund: null } })
    const stored = await reservationByNumber(payload, number)
    expect(stored.status).toBe('cancelled')
    expect((await paymentsOf(stored.id)).map((payment) => payment.status)).toEqual(['expired'])
  })
})
