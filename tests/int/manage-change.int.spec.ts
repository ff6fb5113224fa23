import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as changeRoute } from '@/app/(frontend)/api/manage/change/route'
import { POST as cancelRoute } from '@/app/(frontend)/api/manage/cancel/route'
import { assignDriver } from '@/backoffice/operations/assignDriver'
import { revokeManageLink } from '@/backoffice/operations/revokeManageLink'
import { cairoWallTimeToUtc, utcToCairoWallTime } from '@/booking/cairoTime'
import { changeFor } from '@/manage/operations/changeBooking'
import { newManageLink, reservationByManageToken } from '@/manage/operations/manageBooking'

import { bookingBody, bookThroughRoute, outboxTo, reservationByNumber } from '../helpers/backoffice'
import {
  airportAndDistrict,
  cairoTimeIn,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * Self-service changes (issue 32 item 2, decision 0155) on a real database: what changes, the
 * status history and the audit trail with the customer as the actor, the customer's confirmation,
 * the staff's email and the assigned driver's SMS; the 24-hour limit; the API by the private link
 * or the session, never another customer's booking. And the customer's own cancellation tells the
 * staff and the driver.
 */
const trip = { pickupAddress: 'mch-airport', dropoffAddress: 'mch-district' }
const STAFF_INBOX = 'desk-mch@masar.test'
const DRIVER = { name: 'Ahmed Samir', mobile: '+201001234567', plate: 'ن ط ق 1234' }

let payload: Payload
let staff: Awaited<ReturnType<typeof staffUser>>

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await payload.updateGlobal({
    slug: 'settings',
    data: { staffEmail: STAFF_INBOX, selfServiceChangeHours: 24 },
    overrideAccess: true,
  })
  await ensureCars(payload)
  staff = await staffUser(payload, 'operator', 'mch')
  await airportAndDistrict(payload, {
    prefix: 'mch',
    region: { code: 'MCH', en: 'Change Giza', ar: 'جيزة التعديل' },
  })
})

/** A cash booking `hoursAhead` from now, airport to a hotel: the arrival flight is needed. */
async function cashBooking(tag: string, hoursAhead: number) {
  const account = await signedUpCustomer(payload, { tag })
  const number = await bookThroughRoute(
    account,
    bookingBody(account, { ...trip, paymentType: 'cash', execDate: cairoTimeIn(hoursAhead) }),
  )
  return { account, reservation: await reservationByNumber(payload, number) }
}

const customerOf = (id: number) =>
  payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })

const later = (wall: string, hours: number) =>
  utcToCairoWallTime(new Date(cairoWallTimeToUtc(wall)!.getTime() + hours * 3_600_000))

describe('a customer changes their own booking', () => {
  it('moves the pickup and renames the hotel: history, audit, and everyone told', async () => {
    const { account, reservation } = await cashBooking('mch-change', 96)
    const number = reservation.reservationNumber
    await assignDriver(payload, {
      reservationNumber: number,
      leg: 'outbound',
      driver: DRIVER,
      staff,
    })
    const newTime = later(reservation.execLocal!, 2)

    const changed = await changeFor(
      payload,
      { holder: { customer: await customerOf(account.user.id) }, reservationNumber: number },
      {
        execDate: newTime,
        locationNames: { dropoff: 'Four Seasons Nile Plaza' },
        notes: 'Child seat',
      },
    )
    expect(changed).toMatchObject({
      ok: true,
      value: { changed: ['execDate', 'dropoffLocationName', 'notes'] },
    })

    const after = await reservationByNumber(payload, number)
    expect(after.execLocal).toBe(newTime)
    expect(after.execDate).toBe(cairoWallTimeToUtc(newTime)!.toISOString())
    expect(after.dropoff?.locationName).toBe('Four Seasons Nile Plaza')
    expect(after.dropoffAddress).toContain('Four Seasons Nile Plaza')
    expect(after.notes).toBe('Child seat')
    // The price and the status (sent to operations with its driver, decision 0185) stay; the
    // history says who changed what.
    expect(after.price).toBe(reservation.price)
    expect(after.status).toBe('completed')
    expect(after.statusHistory?.at(-1)).toMatchObject({
      from: 'completed',
      to: 'completed',
      byType: 'system',
      byId: `customer:${account.user.id}`,
      reason: 'Changed by the customer: execDate, dropoffLocationName, notes',
    })
    const { docs: audits } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { target: { equals: 'reservations' } },
          { documentId: { equals: String(reservation.id) } },
          { actorType: { equals: 'customer' } },
          { action: { equals: 'update' } },
        ],
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      actorId: String(account.user.id),
      reason: 'Changed by the customer: execDate, dropoffLocationName, notes',
    })
    expect(JSON.stringify(audits[0]!.changes)).toContain('Four Seasons Nile Plaza')

    // The customer's confirmation by email and SMS, the staff's email, the driver's SMS (Arabic).
    const mail = (await outboxTo(payload, account.user.email)).at(-1)!
    expect(mail.subject).toBe(`Masar: booking ${number} changed`)
    expect(mail.body).toContain('Notes: Child seat (was none)')
    const sms = (await outboxTo(payload, account.user.mobile)).at(-1)!
    expect(sms.body).toContain(`booking ${number} changed as you asked`)
    const desk = (await outboxTo(payload, STAFF_INBOX)).at(-1)!
    expect(desk.subject).toBe(`Customer changed booking ${number}`)
    expect(desk.body).toContain('The outbound driver, Ahmed Samir, was told by SMS.')
    const driver = (await outboxTo(payload, DRIVER.mobile)).at(-1)!
    expect(driver.body).toContain('عدّل العميل الرحلة')
    expect(driver.body).toContain('Four Seasons Nile Plaza')
  })

  it('is refused inside 24 hours of the pickup, and nothing changes', async () => {
    const { account, reservation } = await cashBooking('mch-late', 23)
    const refused = await changeFor(
      payload,
      {
        holder: { customer: await customerOf(account.user.id) },
        reservationNumber: reservation.reservationNumber,
      },
      { notes: 'Too late?' },
    )
    expect(refused).toMatchObject({ ok: false, code: 'change-too-late' })
    const after = await reservationByNumber(payload, reservation.reservationNumber)
    expect(after.notes ?? null).toBeNull()
    expect(after.statusHistory).toHaveLength(reservation.statusHistory!.length)
  })
})

describe('the change API', () => {
  it('by the link or the session; another customer sees nothing; bad input is a 400', async () => {
    const { account, reservation } = await cashBooking('mch-api', 100)
    const stranger = await cashBooking('mch-api-stranger', 100)
    const number = reservation.reservationNumber
    const link = newManageLink(new Date(reservation.execDate), null)
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { manageLink: link.manageLink },
      overrideAccess: true,
    })

    const theirs = await stranger.account.browser.call(changeRoute, {
      path: '/api/manage/change',
      body: { reservationNumber: number, changes: { notes: 'mine now' } },
    })
    expect(theirs.status).toBe(404)

    const malformed = await account.browser.call(changeRoute, {
      path: '/api/manage/change',
      body: { token: link.token, changes: { carType: 'h1' } },
      headers: { 'accept-language': 'ar' },
    })
    expect(malformed.status).toBe(400)

    // A refused field answers its own message in the caller's language.
    const badFlight = await account.browser.call(changeRoute, {
      path: '/api/manage/change?lang=ar',
      body: { token: link.token, changes: { arrivalFlightNumber: null } },
    })
    expect(badFlight.status).toBe(400)
    expect(badFlight.json).toMatchObject({ error: 'arrival-flight-required' })
    expect(JSON.stringify(badFlight.json)).toMatch(/[\u0600-\u06FF]/)

    const byLink = await account.browser.call(changeRoute, {
      path: '/api/manage/change',
      body: {
        token: link.token,
        changes: { passenger: { name: 'Mona Adel', phone: '0100 555 0124' } },
      },
    })
    expect(byLink.status, JSON.stringify(byLink.json)).toBe(200)
    expect(byLink.json).toMatchObject({ reservationNumber: number, changed: ['passenger'] })
    const after = await reservationByNumber(payload, number)
    expect(after).toMatchObject({
      isAnotherPassengers: true,
      passengerName: 'Mona Adel',
      passengerPhone: '+201005550124',
    })

    const same = await account.browser.call(changeRoute, {
      path: '/api/manage/change',
      body: {
        reservationNumber: number,
        changes: { passenger: { name: 'Mona Adel', phone: '+201005550124' } },
      },
    })
    expect(same.status).toBe(422)
    expect(same.json).toMatchObject({ error: 'nothing-changed' })
  })
})

describe("a customer's own cancellation", () => {
  it('tells the staff and the assigned driver', async () => {
    const { account, reservation } = await cashBooking('mch-cancel', 100)
    const number = reservation.reservationNumber
    await assignDriver(payload, {
      reservationNumber: number,
      leg: 'outbound',
      driver: DRIVER,
      staff,
    })
    const cancelled = await account.browser.call(cancelRoute, {
      path: '/api/manage/cancel',
      body: { reservationNumber: number, expectedRefund: 0 },
    })
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
    const desk = (await outboxTo(payload, STAFF_INBOX)).at(-1)!
    expect(desk.subject).toBe(`Customer cancelled booking ${number}`)
    expect(desk.body).toContain('Nothing was paid by card')
    expect(desk.body).toContain('The outbound driver, Ahmed Samir, was told by SMS.')
    const driver = (await outboxTo(payload, DRIVER.mobile)).at(-1)!
    expect(driver.body).toContain('ألغى العميل الرحلة')
    expect(driver.body).toContain('لا تذهب')
  })
})

describe('staff withdraw the private link', () => {
  it('stops the link at once, audited with the reason; twice is refused', async () => {
    const { reservation } = await cashBooking('mch-revoke', 100)
    const number = reservation.reservationNumber
    const link = newManageLink(new Date(reservation.execDate), null)
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { manageLink: link.manageLink },
      overrideAccess: true,
    })
    const client = `mch-revoke-${Date.now()}`
    expect(await reservationByManageToken(payload, link.token, client)).toMatchObject({ ok: true })

    expect(
      await revokeManageLink(payload, { reservationNumber: number, staff, reason: '  ' }),
    ).toMatchObject({ ok: false, code: 'reason-required' })
    const revoked = await revokeManageLink(payload, {
      reservationNumber: number,
      staff,
      reason: 'Forwarded to the wrong person',
    })
    expect(revoked.ok).toBe(true)
    expect(await reservationByManageToken(payload, link.token, client)).toMatchObject({
      ok: false,
      code: 'manage-link-invalid',
    })
    const { docs: audits } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { target: { equals: 'reservations' } },
          { documentId: { equals: String(reservation.id) } },
          { reason: { equals: 'Forwarded to the wrong person' } },
        ],
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ actorType: 'staff', actorId: String(staff!.id) })
    expect(
      await revokeManageLink(payload, { reservationNumber: number, staff, reason: 'Again' }),
    ).toMatchObject({ ok: false, code: 'manage-link-none' })
  })
})
