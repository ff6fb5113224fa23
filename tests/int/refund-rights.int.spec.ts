import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as API_POST } from '@/app/(frontend)/api/[...slug]/route'
import { cancelReservation } from '@/backoffice/operations/cancelReservation'
import { refundPayment } from '@/backoffice/operations/refundPayment'
import { staffPath } from '@/lib/staffPath'

import {
  bookingBody,
  bookThroughRoute,
  payThroughSimulator,
  reservationByNumber,
  startSimulatorSite,
} from '../helpers/backoffice'
import {
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * Issue 29, item 8, refund rights (decisions.md, "Payments, refined"): operators refund only by
 * cancelling a booking, the whole amount still held; partial refunds are an admin's alone; every
 * refund is in the audit trail with its reason. Driven through the simulator end to end.
 */
const SEGMENT = staffPath().slice(1)
const trip = { pickupAddress: 'rfr-airport', dropoffAddress: 'rfr-district' }

let payload: Payload
let site: Awaited<ReturnType<typeof startSimulatorSite>>
let operator: Awaited<ReturnType<typeof staffUser>>
let admin: Awaited<ReturnType<typeof staffUser>>
const tokens = { operator: '', admin: '' }

beforeAll(async () => {
  site = await startSimulatorSite()
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = (
    await createRegion(payload, {
      code: 'RFR',
      en: 'Refund Cairo',
      ar: 'قاهرة الرد',
      cashAllowed: true,
    })
  ).id
  const airport = await createPlace(payload, {
    code: 'rfr-airport',
    region,
    en: 'Refund Airport',
    ar: 'مطار الرد',
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: 'rfr-district',
    region,
    en: 'Refund District',
    ar: 'حي الرد',
    kind: 'area',
  })
  await createPriceRow(payload, {
    region,
    from: airport.id,
    to: district.id,
    egp: { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
  })
  // The admin first: the very first staff user is made an admin whatever the role asked.
  admin = await staffUser(payload, 'admin', 'refunds')
  operator = await staffUser(payload, 'operator', 'refunds')
  expect(operator.role).toBe('operator')
  for (const role of ['operator', 'admin'] as const) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: (role === 'admin' ? admin : operator).email, password: `${role}-password-12` },
    })
    tokens[role] = token!
  }
})

afterAll(async () => {
  await site?.close()
})

async function paidCardBooking(tag: string) {
  const account = await signedUpCustomer(payload, { tag })
  const number = await bookThroughRoute(account, bookingBody(account, trip))
  await payThroughSimulator(payload, account, site.url, number)
  const reservation = await reservationByNumber(payload, number)
  const { docs } = await payload.find({
    collection: 'payments',
    where: { reservation: { equals: reservation.id } },
    overrideAccess: true,
    depth: 0,
  })
  return { number, account, payment: docs.find((payment) => payment.status === 'paid')! }
}

const refundsOf = async (paymentId: number) =>
  (
    await payload.find({
      collection: 'payment-transactions',
      where: { and: [{ payment: { equals: paymentId } }, { kind: { equals: 'refunded' } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const refundAudits = async (paymentId: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { target: { equals: 'payments' } },
          { documentId: { equals: String(paymentId) } },
          { summary: { like: 'refund' } },
        ],
      },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
  ).docs

async function refundRoute(role: 'operator' | 'admin', number: string, body: unknown) {
  const response = await API_POST(
    new Request(`http://localhost/api/${SEGMENT}/reservations/${number}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${tokens[role]}` },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: [SEGMENT, 'reservations', number, 'refund'] }) },
  )
  return { status: response.status, json: await response.json() }
}

describe('refund rights', () => {
  it('refuses an operator any partial refund, through the API and the operation', async () => {
    const { number, payment } = await paidCardBooking('rfr-operator')
    const answer = await refundRoute('operator', number, { amount: 100, reason: 'goodwill' })
    expect(answer.status, JSON.stringify(answer.json)).toBe(403)
    expect(answer.json).toMatchObject({ status: false, error: 'admin-only' })
    expect(answer.json.message).toMatch(/cancelling the reservation/)
    expect(
      await refundPayment(payload, {
        reservationNumber: number,
        staff: operator,
        reason: 'goodwill',
        amount: 100,
      }),
    ).toMatchObject({ ok: false, code: 'admin-only' })
    expect(await refundsOf(payment.id)).toEqual([])
  })

  it('lets an admin refund part, never more than is held, each refund audited with its reason; a cancel then gives back the rest', async () => {
    const { number, account, payment } = await paidCardBooking('rfr-admin')
    expect(payment.amount).toBe(50000)
    for (const amount of [0, -5, 1.5, '100'])
      expect((await refundRoute('admin', number, { amount, reason: 'x' })).status).toBe(400)
    expect((await refundRoute('admin', number, { amount: 100, reason: '  ' })).status).toBe(400)

    const first = await refundRoute('admin', number, { amount: 15000, reason: 'Late pickup' })
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    expect(first.json).toMatchObject({ status: true, refund: { amount: 15000 }, left: 35000 })
    const tooMuch = await refundRoute('admin', number, { amount: 35001, reason: 'More' })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.json).toMatchObject({ error: 'refund-amount-invalid' })
    expect(tooMuch.json.message).toMatch(/350/)

    const afterPartial = await payload.findByID({ collection: 'payments', id: payment.id })
    expect(afterPartial.status).toBe('paid')
    expect((await reservationByNumber(payload, number)).status).toBe('paid-not-sent')
    expect((await refundsOf(payment.id)).map((refund) => refund.amount)).toEqual([15000])
    // The customer hears of it, by email and SMS, the booking kept.
    const notices = await payload.find({
      collection: 'outbox',
      where: { template: { equals: 'payment-refunded' } },
      overrideAccess: true,
      depth: 0,
    })
    const email = notices.docs.find((message) => message.to === account.user.email)
    expect(email?.subject).toBe(
      `Masar: EGP\u00a0150 of your payment for booking ${number} is refunded`,
    )
    expect(email?.body).toContain('Your booking stays as it is.')
    expect(notices.docs.filter((message) => message.to === account.user.mobile)).toHaveLength(1)

    // The operator's only way: cancel, and the whole amount still held goes back.
    const cancelled = await cancelReservation(payload, {
      reservationNumber: number,
      staff: operator,
      reason: 'Customer cancelled by phone',
    })
    expect(cancelled).toMatchObject({ ok: true, value: { refund: { amount: 35000 } } })
    expect((await refundsOf(payment.id)).map((refund) => refund.amount).sort()).toEqual([
      15000, 35000,
    ])
    expect((await payload.findByID({ collection: 'payments', id: payment.id })).status).toBe(
      'refunded',
    )
    const audits = await refundAudits(payment.id)
    expect(audits).toHaveLength(2)
    expect(audits[0]).toMatchObject({
      actorType: 'staff',
      actorId: String(admin.id),
      reason: 'Late pickup',
      changes: { refunded: { before: 0, after: 15000 }, refundKind: { after: 'partial' } },
    })
    expect(audits[1]).toMatchObject({
      actorId: String(operator.id),
      reason: 'Customer cancelled by phone',
      changes: { refunded: { before: 15000, after: 50000 }, refundKind: { after: 'cancel' } },
    })
    // Nothing is left to give back.
    expect(
      await refundPayment(payload, {
        reservationNumber: number,
        staff: admin,
        reason: 'again',
        amount: 1,
      }),
    ).toMatchObject({ ok: false, code: 'nothing-to-refund' })
  })

  it('cancels a booking an admin already refunded in full, with no second refund', async () => {
    const { number, payment } = await paidCardBooking('rfr-full')
    const all = await refundPayment(payload, {
      reservationNumber: number,
      staff: admin,
      reason: 'Service not delivered',
      amount: payment.amount,
    })
    expect(all).toMatchObject({ ok: true, value: { left: 0 } })
    expect((await payload.findByID({ collection: 'payments', id: payment.id })).status).toBe(
      'refunded',
    )
    const cancelled = await cancelReservation(payload, {
      reservationNumber: number,
      staff: operator,
      reason: 'Closed after the refund',
    })
    expect(cancelled).toMatchObject({ ok: true, value: { refund: null } })
    expect(await refundsOf(payment.id)).toHaveLength(1)
  })
})
