import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as cancelRoute } from '@/app/(frontend)/api/manage/cancel/route'
import { POST as quoteRoute } from '@/app/(frontend)/api/manage/quote/route'
import {
  newManageLink,
  reservationByManageToken,
  selfCancel,
  selfCancelQuote,
} from '@/manage/operations/manageBooking'

import {
  bookingBody,
  bookThroughRoute,
  payThroughSimulator,
  reservationByNumber,
  startSimulatorSite,
} from '../helpers/backoffice'
import {
  airportAndDistrict,
  cairoTimeIn,
  ensureCars,
  setBookingSettings,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * Manage my booking (issue 32 item 2, decision 0145): the customer's own cancellation through the
 * staff's refund path, against the Paymob simulator: the refund less the bank charge, the history
 * and the audit; the 72-hour limit; the link's token seeing only its booking.
 */
const trip = { pickupAddress: 'mgb-airport', dropoffAddress: 'mgb-district' }

let payload: Payload
let site: Awaited<ReturnType<typeof startSimulatorSite>>

beforeAll(async () => {
  site = await startSimulatorSite()
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  await airportAndDistrict(payload, {
    prefix: 'mgb',
    region: { code: 'MGB', en: 'Manage Giza', ar: 'جيزة الإدارة' },
  })
})

afterAll(async () => {
  await payload
    ?.updateGlobal({ slug: 'settings', data: { refundBankChargePercent: 0 }, overrideAccess: true })
    .catch(() => undefined)
  await site?.close()
})

async function paidCardBooking(tag: string, hoursAhead: number) {
  const account = await signedUpCustomer(payload, { tag })
  const number = await bookThroughRoute(
    account,
    bookingBody(account, { ...trip, execDate: cairoTimeIn(hoursAhead) }),
  )
  await payThroughSimulator(payload, account, site.url, number)
  return { account, reservation: await reservationByNumber(payload, number) }
}

describe('a customer cancels their own booking', () => {
  it('refunds the card payment at the gateway less the bank charge, in the history and audit', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: { refundBankChargePercent: 2.5 },
      overrideAccess: true,
    })
    const { account, reservation } = await paidCardBooking('mgb-cancel', 96)
    expect(reservation.status).toBe('paid-not-sent')

    const quote = await selfCancelQuote(payload, reservation)
    // EGP 500 held; 2.5 % is EGP 12.50.
    expect(quote).toMatchObject({ allowed: true, held: 50000, charge: 1250, refund: 48750 })

    // An amount other than the one shown is refused, nothing changes.
    expect(
      await selfCancel(payload, {
        reservation,
        customerId: account.user.id,
        expectedRefund: 50000,
      }),
    ).toMatchObject({ ok: false, code: 'refund-changed' })

    const cancelled = await selfCancel(payload, {
      reservation,
      customerId: account.user.id,
      expectedRefund: 48750,
    })
    expect(cancelled).toMatchObject({ ok: true, value: { refunded: 48750 } })
    const after = await reservationByNumber(payload, reservation.reservationNumber)
    expect(after.status).toBe('cancelled')
    expect(after.statusHistory?.at(-1)).toMatchObject({
      from: 'paid-not-sent',
      to: 'cancelled',
      byType: 'system',
      byId: `customer:${account.user.id}`,
      reason: 'Cancelled by the customer',
    })

    const { docs: payments } = await payload.find({
      collection: 'payments',
      where: { reservation: { equals: reservation.id } },
      overrideAccess: true,
      depth: 0,
    })
    const paid = payments.find((payment) => payment.amount === 50000)!
    expect(paid.status).toBe('refunded')
    const { docs: refunds } = await payload.find({
      collection: 'payment-transactions',
      where: { and: [{ payment: { equals: paid.id } }, { kind: { equals: 'refunded' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(refunds.map((refund) => refund.amount)).toEqual([48750])
    const { docs: audits } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { target: { equals: 'payments' } },
          { documentId: { equals: String(paid.id) } },
          { summary: { like: 'refund' } },
        ],
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ actorType: 'customer', actorId: String(account.user.id) })

    // The customer's notice in their language, with the amount given back.
    const { docs: notices } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: account.user.email } },
      sort: '-createdAt',
      overrideAccess: true,
      depth: 0,
    })
    expect(notices[0]?.body).toContain('487.50')

    // Cancelled: nothing more to do.
    expect(
      await selfCancel(payload, { reservation: after, customerId: account.user.id }),
    ).toMatchObject({ ok: false, code: 'self-cancel-not-allowed' })
  })

  it('is refused inside 72 hours, with the hotline and WhatsApp offered', async () => {
    const { account, reservation } = await paidCardBooking('mgb-late', 71)
    const quote = await selfCancelQuote(payload, reservation)
    expect(quote).toMatchObject({ allowed: false, reason: 'too-late' })
    expect(quote.allowed === false && quote.hotline).toBeTruthy()
    expect(await selfCancel(payload, { reservation, customerId: account.user.id })).toMatchObject({
      ok: false,
      code: 'self-cancel-too-late',
    })
    expect((await reservationByNumber(payload, reservation.reservationNumber)).status).toBe(
      'paid-not-sent',
    )
  })
})

describe('the manage link', () => {
  it('opens only its own booking; a revoked or expired one opens nothing', async () => {
    const { reservation } = await paidCardBooking('mgb-link', 120)
    const other = await paidCardBooking('mgb-link-other', 120)
    const link = newManageLink(new Date(reservation.execDate), null)
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { manageLink: link.manageLink },
      overrideAccess: true,
    })
    const client = `mgb-${Date.now()}`
    const found = await reservationByManageToken(payload, link.token, client)
    expect(found).toMatchObject({ ok: true, value: { id: reservation.id } })
    expect(found.ok && found.value.id).not.toBe(other.reservation.id)
    // The token itself is never stored.
    const stored = await reservationByNumber(payload, reservation.reservationNumber)
    expect(JSON.stringify(stored)).not.toContain(link.token)

    const unknown = newManageLink(new Date(reservation.execDate), null).token
    expect(await reservationByManageToken(payload, unknown, client)).toMatchObject({
      ok: false,
      code: 'manage-link-invalid',
    })
    expect(
      await reservationByManageToken(
        payload,
        link.token,
        client,
        new Date(new Date(link.manageLink.expiresAt).getTime() + 1000),
      ),
    ).toMatchObject({ ok: false, code: 'manage-link-invalid' })
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { manageLink: { ...link.manageLink, revokedAt: new Date().toISOString() } },
      overrideAccess: true,
    })
    expect(await reservationByManageToken(payload, link.token, client)).toMatchObject({
      ok: false,
      code: 'manage-link-invalid',
    })
  })

  it('limits lookups from one address', async () => {
    const client = `mgb-flood-${Date.now()}`
    let last
    for (let i = 0; i < 61; i += 1) last = await reservationByManageToken(payload, 'x', client)
    expect(last).toMatchObject({ ok: false, code: 'rate-limited' })
  })
})

describe('the manage API', () => {
  it('quotes and cancels by the link or as the logged-in customer, never another customer', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: { refundBankChargePercent: 0 },
      overrideAccess: true,
    })
    const { account, reservation } = await paidCardBooking('mgb-api', 100)
    const stranger = await paidCardBooking('mgb-api-stranger', 100)
    const link = newManageLink(new Date(reservation.execDate), null)
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { manageLink: link.manageLink },
      overrideAccess: true,
    })
    const number = reservation.reservationNumber

    // Another customer, logged in, cannot see it.
    const theirs = await stranger.account.browser.call(quoteRoute, {
      path: '/api/manage/quote',
      body: { reservationNumber: number },
    })
    expect(theirs.status).toBe(404)

    // A body of the wrong shape is a 400 in the caller's language, never a 500.
    const bad = await account.browser.call(cancelRoute, {
      path: '/api/manage/cancel',
      body: { token: link.token, expectedRefund: 'all' },
      headers: { 'accept-language': 'ar' },
    })
    expect(bad.status).toBe(400)

    const quote = await account.browser.call(quoteRoute, {
      path: '/api/manage/quote',
      body: { token: link.token },
    })
    expect(quote.status).toBe(200)
    expect(quote.json).toMatchObject({ allowed: true, reservationNumber: number, refund: 50000 })

    const own = await account.browser.call(quoteRoute, {
      path: '/api/manage/quote',
      body: { reservationNumber: number },
    })
    expect(own.json).toMatchObject({ allowed: true, refund: 50000 })

    const cancelled = await account.browser.call(cancelRoute, {
      path: '/api/manage/cancel',
      body: { token: link.token, expectedRefund: 50000 },
    })
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
    expect(cancelled.json).toMatchObject({ reservationStatus: 'cancelled', refunded: 50000 })

    // Again: 409 with the reason in the caller's language.
    const again = await account.browser.call(cancelRoute, {
      path: '/api/manage/cancel?lang=ar',
      body: { reservationNumber: number, expectedRefund: 0 },
    })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ error: 'self-cancel-not-allowed' })
    expect(JSON.stringify(again.json)).toContain('ملغى')
  })
})
