import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getReservation } from '@/app/(frontend)/api/booking/[reservationNumber]/route'
import { GET as userReservations } from '@/app/(frontend)/api/user/reservations/route'
import { assignDriver } from '@/backoffice/operations/assignDriver'
import { selfCancel, selfCancelQuote } from '@/manage/operations/manageBooking'
import { recordDriverStep } from '@/tripday/operations/driverDay'

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
 * The reservation's lifecycle on a real database (issue 44; decision 0184): the booking API, the
 * account's list and the customer's cancel all read the same answer. A booking whose driver is on
 * the way reads "on-the-way" everywhere, and cannot be cancelled online even under a policy that
 * would allow it by the clock.
 */
const DRIVER = { name: 'Hany Lotfy', mobile: '+201001113334', plate: 'ه ل ف 5151' }
const MINUTE = 60_000

let payload: Payload
let staff: Awaited<ReturnType<typeof staffUser>>

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  staff = await staffUser(payload, 'operator', 'life')
  await airportAndDistrict(payload, {
    prefix: 'life',
    region: { code: 'LIF', en: 'Lifecycle Giza', ar: 'جيزة دورة الحجز' },
  })
})

afterAll(async () => {
  await payload.destroy()
})

describe('one trip, told the same way by every reader', () => {
  it('a booked trip, then its driver on the way: the API, the list and the cancel agree', async () => {
    // No cancel limit at all: only the trip having started can stop a cancellation.
    await payload.updateGlobal({ slug: 'settings', locale: 'en', data: { freeCancelHours: 0 } })
    const account = await signedUpCustomer(payload, { tag: 'life-trip', lang: 'en' })
    let number: string
    try {
      number = await bookThroughRoute(
        account,
        bookingBody(account, {
          pickupAddress: 'life-airport',
          dropoffAddress: 'life-district',
          paymentType: 'cash',
          execDate: cairoTimeIn(30),
        }),
      )
    } finally {
      await payload.updateGlobal({ slug: 'settings', locale: 'en', data: { freeCancelHours: 72 } })
    }

    const read = async () => {
      const answer = await account.browser.call(
        (request) =>
          getReservation(request, { params: Promise.resolve({ reservationNumber: number }) }),
        { method: 'GET', path: `/api/booking/${number}` },
      )
      expect(answer.status).toBe(200)
      return (answer.json as { trip: Record<string, unknown> }).trip
    }
    const listed = async () => {
      const answer = await account.browser.call(userReservations, {
        method: 'GET',
        path: '/api/user/reservations',
      })
      const body = answer.json as { reservationNumber: string; stage: string }[]
      return body.find((each) => each.reservationNumber === number)?.stage
    }

    // Booked: the airport pickup waits 45 minutes from landing; cancel and change are open.
    const booked = await read()
    expect(booked).toMatchObject({
      stage: 'booked',
      legs: [{ leg: 'outbound', stage: 'booked', freeWait: { minutes: 45, fromLanding: true } }],
      cancel: { kind: 'online' },
      change: { kind: 'open' },
      promises: { cancellation: { kind: 'free-until' } },
      reviewable: false,
    })
    expect(await listed()).toBe('booked')

    // A driver assigned: the same stage everywhere.
    const assigned = await assignDriver(payload, {
      reservationNumber: number,
      leg: 'outbound',
      driver: DRIVER,
      staff,
    })
    expect(assigned.ok).toBe(true)
    expect(await read()).toMatchObject({ stage: 'driver-assigned' })
    expect(await listed()).toBe('driver-assigned')

    // The driver on the way, two hours before the pickup.
    const sms = (await outboxTo(payload, DRIVER.mobile)).filter(
      (message) => message.template === 'driver-dispatched',
    )
    const token = /\/ar\/driver\?token=([A-Za-z0-9_-]{43})/.exec(sms.at(-1)?.body ?? '')![1]!
    const reservation = await reservationByNumber(payload, number)
    const twoHoursBefore = new Date(new Date(reservation.execDate).getTime() - 120 * MINUTE)
    const tapped = await recordDriverStep(payload, {
      token,
      client: 'life-trip',
      tap: { reservationNumber: number, leg: 'outbound', step: 'on-the-way' },
      locale: 'en',
      now: twoHoursBefore,
    })
    expect(tapped).toMatchObject({ ok: true })
    expect(await read()).toMatchObject({
      stage: 'on-the-way',
      legs: [{ stage: 'on-the-way', live: true }],
      cancel: { kind: 'trip-started' },
      change: { kind: 'closed', reason: 'trip-started' },
      promises: { cancellation: null },
    })
    expect(await listed()).toBe('on-the-way')

    // The customer's cancel asks the same lifecycle: refused, with the reason.
    const current = await reservationByNumber(payload, number)
    const quote = await selfCancelQuote(payload, current, twoHoursBefore)
    expect(quote).toMatchObject({ allowed: false, reason: 'trip-started' })
    const cancelled = await selfCancel(payload, {
      reservation: current,
      customerId: account.user.id,
      now: twoHoursBefore,
    })
    expect(cancelled).toMatchObject({ ok: false, code: 'self-cancel-trip-started' })
    // Sent to operations with its driver (decision 0185), and still so.
    expect((await reservationByNumber(payload, number)).status).toBe('completed')
  })
})
