import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { assignDriver } from '@/backoffice/operations/assignDriver'
import { customerReservations } from '@/booking/operations/customerReservations'
import { ownReservation } from '@/booking/operations/ownReservation'
import { reservationDetails } from '@/booking/reservationViews'
import {
  newManageLink,
  reservationByManageToken,
  selfCancel,
} from '@/manage/operations/manageBooking'
import { reservationPaymentHistory } from '@/payments/operations/paymentHistory'

import {
  bookingBody,
  bookThroughRoute,
  declineThroughSimulator,
  outboxTo,
  payThroughSimulator,
  reservationByNumber,
  startSimulatorSite,
} from '../helpers/backoffice'
import {
  cairoTimeIn,
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
 * A reservation's payments as its customer sees them (issue 32 items 2 and 3), against the Paymob
 * simulator: a declined card and the retry that pays the same reservation; the attempts and the
 * captured payment (the receipt's facts, its refunds) of the owner's reservation only; the
 * account card's count of declined attempts; the drivers once assigned.
 */
const trip = { pickupAddress: 'rpy-airport', dropoffAddress: 'rpy-district' }

let payload: Payload
let site: Awaited<ReturnType<typeof startSimulatorSite>>

beforeAll(async () => {
  site = await startSimulatorSite()
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  await payload.updateGlobal({
    slug: 'settings',
    data: { refundBankChargePercent: 0 },
    overrideAccess: true,
  })
  const region = (
    await createRegion(payload, {
      code: 'RPY',
      en: 'Pay Giza',
      ar: 'جيزة الدفع',
      cashAllowed: true,
    })
  ).id
  const airport = await createPlace(payload, {
    code: 'rpy-airport',
    region,
    en: 'Payments Airport',
    ar: 'مطار المدفوعات',
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: 'rpy-district',
    region,
    en: 'Payments District',
    ar: 'حي المدفوعات',
    kind: 'area',
  })
  await createPriceRow(payload, {
    region,
    from: airport.id,
    to: district.id,
    egp: { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
  })
})

afterAll(async () => {
  await site?.close()
})

async function cardBooking(account: Account, overrides: Record<string, unknown> = {}) {
  return bookThroughRoute(
    account,
    bookingBody(account, { ...trip, execDate: cairoTimeIn(120), ...overrides }),
  )
}

const customerOf = (account: Account) =>
  payload.findByID({ collection: 'customers', id: account.user.id, depth: 0, overrideAccess: true })

describe("a reservation's card attempts and payment", () => {
  it("lists the owner's declined attempt and the payment with the receipt's facts; another customer's stay apart", async () => {
    const owner = await signedUpCustomer(payload, { tag: 'rpy-owner' })
    const number = await cardBooking(owner)
    await declineThroughSimulator(payload, owner, site.url, number, '4000000000009995')
    // The retry pays the same reservation number.
    await payThroughSimulator(payload, owner, site.url, number)
    const reservation = await reservationByNumber(payload, number)
    expect(reservation.status).toBe('paid-not-sent')

    const stranger = await signedUpCustomer(payload, { tag: 'rpy-stranger' })
    const strangerNumber = await cardBooking(stranger)
    await declineThroughSimulator(payload, stranger, site.url, strangerNumber, '4000000000000002')
    const strangers = await reservationByNumber(payload, strangerNumber)
    expect(strangers.status).toBe('pending')

    const history = await reservationPaymentHistory(payload, reservation.id)
    expect(history.attempts).toEqual([
      expect.objectContaining({
        kind: 'declined',
        declineCode: 'insufficient-funds',
        messageKey: 'payment.declines.insufficientFunds',
      }),
    ])
    // The stranger's decline is not the owner's.
    expect(history.attempts.map((attempt) => attempt.declineCode)).not.toContain('do-not-honour')
    expect(history.captured).toHaveLength(1)
    const [paid] = history.captured
    const { docs: payments } = await payload.find({
      collection: 'payments',
      where: { and: [{ reservation: { equals: reservation.id } }, { status: { equals: 'paid' } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(paid).toEqual({
      amount: 50000,
      paidAt: payments[0]!.settledAt,
      transactionId: payments[0]!.transactionId,
      orderId: payments[0]!.orderId,
      // What paid, as the receipt says it; the payer's keyed fingerprint stays on the server.
      instrument: { method: 'card', brand: 'Visa', masked: '1111' },
      refunds: [],
    })
    // The same facts as the receipt email.
    const receipt = (await outboxTo(payload, owner.user.email)).find(
      (message) => message.template === 'payment-receipt',
    )
    expect(receipt?.body).toContain(paid!.transactionId)
    expect(receipt?.body).toContain(paid!.orderId)

    // The stranger's reservation: its own decline, nothing paid.
    const theirs = await reservationPaymentHistory(payload, strangers.id)
    expect(theirs.captured).toEqual([])
    expect(theirs.attempts.map((attempt) => attempt.declineCode)).toEqual(['do-not-honour'])

    // The pages read it only after their check: the owner's number for its owner only ...
    expect(await ownReservation(payload, await customerOf(owner), strangerNumber)).toMatchObject({
      ok: false,
      code: 'reservation-not-found',
    })
    expect(await ownReservation(payload, await customerOf(owner), number)).toMatchObject({
      ok: true,
      value: { id: reservation.id },
    })
    // ... and the manage link's token for its reservation only.
    const link = newManageLink(new Date(reservation.execDate), null)
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { manageLink: link.manageLink },
      overrideAccess: true,
    })
    const byLink = await reservationByManageToken(payload, link.token, `rpy-${Date.now()}`)
    expect(byLink).toMatchObject({ ok: true, value: { id: reservation.id } })
  })

  it('shows the refund of a cancelled paid booking with its amount', async () => {
    const account = await signedUpCustomer(payload, { tag: 'rpy-refund' })
    const number = await cardBooking(account)
    await payThroughSimulator(payload, account, site.url, number)
    const reservation = await reservationByNumber(payload, number)
    const cancelled = await selfCancel(payload, {
      reservation,
      customerId: account.user.id,
      expectedRefund: 50000,
    })
    expect(cancelled).toMatchObject({ ok: true })
    const history = await reservationPaymentHistory(payload, reservation.id)
    expect(history.attempts).toEqual([])
    expect(history.captured).toHaveLength(1)
    expect(history.captured[0]!.refunds).toEqual([{ amount: 50000, at: expect.any(String) }])
  })

  it('shows nothing for a reservation without payments', async () => {
    const account = await signedUpCustomer(payload, { tag: 'rpy-none' })
    const number = await cardBooking(account)
    const reservation = await reservationByNumber(payload, number)
    expect(await reservationPaymentHistory(payload, reservation.id)).toEqual({
      attempts: [],
      captured: [],
    })
  })
})

describe("the account's reservation cards", () => {
  it('never lists a declined attempt as a booking of its own: the card counts it', async () => {
    const account = await signedUpCustomer(payload, { tag: 'rpy-account' })
    const number = await cardBooking(account)
    await declineThroughSimulator(payload, account, site.url, number, '4000000000009995')
    await declineThroughSimulator(payload, account, site.url, number, '4000000000000069')
    const pending = await customerReservations(payload, await customerOf(account), { limit: 7 })
    expect(pending.count).toBe(1)
    expect(pending.reservations).toEqual([
      expect.objectContaining({
        reservationNumber: number,
        status: 'pending',
        declinedAttempts: 2,
      }),
    ])

    await payThroughSimulator(payload, account, site.url, number)
    const paid = await customerReservations(payload, await customerOf(account), { limit: 7 })
    expect(paid.count).toBe(1)
    expect(paid.reservations).toEqual([
      expect.objectContaining({
        reservationNumber: number,
        status: 'paid-not-sent',
        declinedAttempts: 2,
      }),
    ])
    expect(paid.reservations.some((card) => card.status === 'fail')).toBe(false)

    // Another customer's attempts never count on this one's cards, and a cash booking has none.
    const cash = await cardBooking(account, { paymentType: 'cash', execDate: cairoTimeIn(150) })
    const both = await customerReservations(payload, await customerOf(account), { limit: 7 })
    expect(both.reservations.find((card) => card.reservationNumber === cash)).toMatchObject({
      declinedAttempts: 0,
    })
  })
})

describe("the reservation's drivers", () => {
  it('appear on the details once staff assign them, per leg', async () => {
    const account = await signedUpCustomer(payload, { tag: 'rpy-driver' })
    const number = await cardBooking(account)
    await payThroughSimulator(payload, account, site.url, number)
    expect(reservationDetails(await reservationByNumber(payload, number)).drivers).toEqual([])
    const staff = await staffUser(payload, 'operator', 'rpy-dispatch')
    const assigned = await assignDriver(payload, {
      reservationNumber: number,
      leg: 'outbound',
      driver: { name: 'Ahmed Samir', mobile: '+20 100 123 4567', plate: 'ن ط ق 1234' },
      staff,
    })
    expect(assigned).toMatchObject({ ok: true })
    const stored = await reservationByNumber(payload, number)
    expect(reservationDetails(stored).drivers).toEqual([
      {
        leg: 'outbound',
        name: 'Ahmed Samir',
        mobile: '+201001234567',
        plate: 'ن ط ق 1234',
        pickupAt: stored.execDate,
        // No tap yet on the trip day.
        progress: null,
      },
    ])
  })
})
