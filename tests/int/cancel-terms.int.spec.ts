import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as cancelRoute } from '@/app/(frontend)/api/manage/cancel/route'
import { POST as changeRoute } from '@/app/(frontend)/api/manage/change/route'
import { POST as quoteRoute } from '@/app/(frontend)/api/manage/quote/route'
import { paymentsOf, refundedSoFar } from '@/backoffice/operations/cancelReservation'
import { delayFlight } from '@/backoffice/operations/delayFlight'
import { sendToOperations } from '@/backoffice/operations/sendToOperations'
import { cairoWallTimeToUtc, utcToCairoWallTime } from '@/booking/cairoTime'

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
  staffUser,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * A change never improves the cancellation terms (issue 42 item 2; shared decisions, "One policy,
 * promises from the booking's own facts"; decision 0165): the self-cancel deadline is 72 hours
 * before the pickup as booked. The probe's sequence (a paid booking 48 hours ahead moved a month
 * on, then cancelled with a refund) and the other ways a change could reopen it, through the
 * routes the customer calls, against the Paymob simulator.
 */
const trip = { pickupAddress: 'ctm-airport', dropoffAddress: 'ctm-district' }
const HOUR = 3_600_000

let payload: Payload
let site: Awaited<ReturnType<typeof startSimulatorSite>>
let staff: Awaited<ReturnType<typeof staffUser>>

beforeAll(async () => {
  site = await startSimulatorSite()
  payload = await testPayload()
  await setBookingSettings(payload)
  await payload.updateGlobal({
    slug: 'settings',
    data: { selfServiceChangeHours: 24, refundBankChargePercent: 0 },
    overrideAccess: true,
  })
  await ensureCars(payload)
  staff = await staffUser(payload, 'operator', 'ctm')
  await airportAndDistrict(payload, {
    prefix: 'ctm',
    region: { code: 'CTM', en: 'Terms Giza', ar: 'جيزة الشروط' },
  })
})

afterAll(async () => {
  await site?.close()
})

async function paidBooking(tag: string, hoursAhead: number, extra: Record<string, unknown> = {}) {
  const account = await signedUpCustomer(payload, { tag })
  const number = await bookThroughRoute(
    account,
    bookingBody(account, { ...trip, execDate: cairoTimeIn(hoursAhead), ...extra }),
  )
  await payThroughSimulator(payload, account, site.url, number)
  return { account, number }
}

type Account = Awaited<ReturnType<typeof paidBooking>>['account']

const quote = (account: Account, number: string, lang = 'en') =>
  account.browser.call(quoteRoute, {
    path: `/api/manage/quote?lang=${lang}`,
    body: { reservationNumber: number },
  })

const cancel = (account: Account, number: string, expectedRefund: number, lang = 'en') =>
  account.browser.call(cancelRoute, {
    path: `/api/manage/cancel?lang=${lang}`,
    body: { reservationNumber: number, expectedRefund },
  })

const change = (account: Account, number: string, body: Record<string, unknown>) =>
  account.browser.call(changeRoute, {
    path: '/api/manage/change',
    body: { reservationNumber: number, changes: body },
  })

const hoursLater = (wall: string, hours: number) =>
  utcToCairoWallTime(new Date(cairoWallTimeToUtc(wall)!.getTime() + hours * HOUR))

/** What was refunded of the booking's payments so far (piasters). */
async function refundedOf(number: string) {
  const reservation = await reservationByNumber(payload, number)
  const payments = await paymentsOf(payload, reservation.id)
  let sum = 0
  for (const payment of payments) sum += await refundedSoFar(payload, payment.id)
  return sum
}

/** The quote says too late, the cancel is refused 409, and nothing was refunded. */
async function expectClosed(account: Account, number: string, until: string) {
  const quoted = await quote(account, number, 'ar')
  expect(quoted.status).toBe(200)
  expect(quoted.json).toMatchObject({ allowed: false, reason: 'too-late', until })
  const refused = await cancel(account, number, 50000, 'ar')
  expect(refused.status).toBe(409)
  expect(refused.json).toMatchObject({ error: 'self-cancel-too-late' })
  // In the caller's language.
  expect(JSON.stringify(refused.json)).toMatch(/[\u0600-\u06ff]/)
  const reservation = await reservationByNumber(payload, number)
  expect(reservation.status).not.toBe('cancelled')
  expect(await refundedOf(number)).toBe(0)
}

describe('a change never reopens a cancellation the terms had closed', () => {
  it("the probe's sequence: 48 hours ahead, moved a month on, still no cancel and no refund", async () => {
    const { account, number } = await paidBooking('ctm-probe', 48)
    const booked = await reservationByNumber(payload, number)
    const until = utcToCairoWallTime(new Date(new Date(booked.execDate).getTime() - 72 * HOUR))
    expect(booked.selfCancelUntil).toBe(cairoWallTimeToUtc(until)!.toISOString())
    await expectClosed(account, number, until)

    // Changes are allowed until 24 hours before: the move itself is accepted.
    const moved = await change(account, number, {
      execDate: hoursLater(booked.execLocal!, 30 * 24),
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    const after = await reservationByNumber(payload, number)
    expect(new Date(after.execDate).getTime() - new Date(booked.execDate).getTime()).toBe(
      30 * 24 * HOUR,
    )
    // The deadline stays where the booking put it.
    expect(after.selfCancelUntil).toBe(booked.selfCancelUntil)
    await expectClosed(account, number, until)

    // Then a staff action (sent to operations): the terms stay closed.
    const sent = await sendToOperations(payload, {
      reservationNumber: number,
      staff,
      reason: 'Driver booked by phone',
    })
    expect(sent.ok, JSON.stringify(sent)).toBe(true)
    await expectClosed(account, number, until)
  })

  it('a round trip: moving the outbound and the return later reopens nothing', async () => {
    const { account, number } = await paidBooking('ctm-round', 50, {
      tripType: 'round-trip',
      returningDate: cairoTimeIn(120),
      departureFlightNumber: 'MS 986',
      price: 100000,
    })
    const booked = await reservationByNumber(payload, number)
    const until = utcToCairoWallTime(new Date(booked.selfCancelUntil!))
    const moved = await change(account, number, {
      execDate: hoursLater(booked.execLocal!, 20 * 24),
      returningDate: hoursLater(booked.returningLocal!, 25 * 24),
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    await expectClosed(account, number, until)
  })

  it('a flight delayed by staff moves the pickup, not the deadline', async () => {
    const { account, number } = await paidBooking('ctm-delay', 70)
    const booked = await reservationByNumber(payload, number)
    const delayed = await delayFlight(payload, {
      reservationNumber: number,
      expectedArrival: hoursLater(booked.execLocal!, 6),
      reason: 'Flight delayed six hours',
      staff,
    })
    expect(delayed.ok, JSON.stringify(delayed)).toBe(true)
    await expectClosed(account, number, utcToCairoWallTime(new Date(booked.selfCancelUntil!)))
  })

  it('moving the pickup earlier brings the deadline forward with it', async () => {
    const { account, number } = await paidBooking('ctm-earlier', 100)
    const booked = await reservationByNumber(payload, number)
    expect((await quote(account, number)).json).toMatchObject({ allowed: true, refund: 50000 })

    // 100 hours ahead moved to 60: inside 72 hours of the new pickup, too late.
    const moved = await change(account, number, { execDate: hoursLater(booked.execLocal!, -40) })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    const after = await reservationByNumber(payload, number)
    const until = utcToCairoWallTime(new Date(new Date(after.execDate).getTime() - 72 * HOUR))
    expect(after.selfCancelUntil).toBe(cairoWallTimeToUtc(until)!.toISOString())
    await expectClosed(account, number, until)
  })

  it('a booking moved later while still open keeps its first deadline, and cancels until then', async () => {
    const { account, number } = await paidBooking('ctm-open', 100)
    const booked = await reservationByNumber(payload, number)
    const moved = await change(account, number, { execDate: hoursLater(booked.execLocal!, 48) })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    const quoted = await quote(account, number)
    expect(quoted.json).toMatchObject({
      allowed: true,
      until: utcToCairoWallTime(new Date(booked.selfCancelUntil!)),
      refund: 50000,
    })
    const cancelled = await cancel(account, number, 50000)
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
    expect(cancelled.json).toMatchObject({ reservationStatus: 'cancelled', refunded: 50000 })
  })
})
