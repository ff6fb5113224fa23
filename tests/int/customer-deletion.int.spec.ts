import config from '@payload-config'
import { REST_DELETE } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqlPool } from '@/infra/db'

import { staffUser } from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * Issue 29, item 13: a customer who ever received a code could not be deleted
 * (`one_time_codes.customer_id` NOT NULL under an ON DELETE SET NULL key; reservations alike).
 * An admin deletes a customer on request (Egypt's PDPL): the reservations stay for the accounts,
 * without the customer's personal data.
 */

let payload: Payload
let adminToken = ''
let operatorToken = ''

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'operator'] as const) {
    const user = await staffUser(payload, role, 'deletion')
    const login = await payload.login({
      collection: 'users',
      data: { email: user.email, password: `${role}-password-12` },
    })
    if (role === 'admin') adminToken = login.token!
    else operatorToken = login.token!
  }
})

afterAll(async () => {
  await payload.destroy()
})

async function bookFor(
  customerId: number,
  tag: string,
  contacts: { email: string; mobile: string },
) {
  return payload.create({
    collection: 'reservations',
    overrideAccess: true,
    data: {
      reservationNumber: `DEL${tag}${Date.now() % 1e6}`,
      customer: customerId,
      // The contacts it was booked with (a promo code counts the person by them).
      contactEmail: contacts.email,
      contactMobile: contacts.mobile,
      status: 'pending',
      statusHistory: [
        { to: 'pending', at: new Date().toISOString(), byType: 'system', reason: 'booked' },
      ],
      tripType: 'one-way',
      paymentType: 'cash',
      execDate: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      pickupAddress: 'CAI',
      dropoffAddress: 'ZAM',
      pickup: { code: 'CAI', locationName: 'Terminal 3, door 5' },
      dropoff: { code: 'ZAM', locationName: '12 Abu El Feda Street, flat 4' },
      arrivalFlightNumber: 'MS986',
      isAnotherPassengers: true,
      passengerName: 'Mona Zahrawi',
      passengerPhone: '+201005550199',
      notes: 'Child seat; my mother uses a wheelchair',
      carType: 'corolla',
      price: 50000,
      priceSnapshot: { cars: { corolla: 50000 } },
    },
  })
}

const deleteCustomer = (id: number, token: string) =>
  REST_DELETE(config)(
    new Request(`http://localhost/api/cms/customers/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    }),
    { params: Promise.resolve({ slug: ['customers', String(id)] }) },
  )

describe('deleting a customer', () => {
  it('an admin deletes a customer with codes and reservations; the reservations stay, their personal data goes', async () => {
    const account = await signedUpCustomer(payload, { tag: 'erased' })
    const id = account.user.id
    const codes = await payload.count({
      collection: 'one-time-codes',
      where: { customer: { equals: id } },
      overrideAccess: true,
    })
    expect(codes.totalDocs).toBeGreaterThan(0)
    const first = await bookFor(id, 'A', account.user)
    // A staff change the audit trail records, with the passenger's name before and after.
    await payload.update({
      collection: 'reservations',
      id: first.id,
      data: { passengerName: 'Mona F. Zahrawi' },
      overrideAccess: true,
    })
    const second = await bookFor(id, 'B', account.user)

    const answer = await deleteCustomer(id, adminToken)
    expect(answer.status, await answer.clone().text()).toBe(200)

    const gone = await payload.findByID({
      collection: 'customers',
      id,
      overrideAccess: true,
      disableErrors: true,
    })
    expect(gone).toBeNull()
    const left = await payload.count({
      collection: 'one-time-codes',
      where: { customer: { equals: id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)

    for (const { id: reservationId, reservationNumber } of [first, second]) {
      const kept = await payload.findByID({
        collection: 'reservations',
        id: reservationId,
        overrideAccess: true,
        depth: 0,
      })
      expect(kept.reservationNumber).toBe(reservationNumber)
      expect(kept.price).toBe(50000)
      expect(kept.customer ?? null).toBeNull()
      expect(kept.contactEmail ?? null).toBeNull()
      expect(kept.contactMobile ?? null).toBeNull()
      expect(kept.passengerName ?? null).toBeNull()
      expect(kept.passengerPhone ?? null).toBeNull()
      expect(kept.notes ?? null).toBeNull()
      expect(kept.arrivalFlightNumber ?? null).toBeNull()
      expect(kept.pickup?.locationName ?? null).toBeNull()
      expect(kept.dropoff?.locationName ?? null).toBeNull()
    }

    // Nothing stored anywhere still names them: not the audit trail, not the outbox.
    const { rows } = await sqlPool(payload).query(
      `select changes::text as what from audit_log where changes::text ilike any($1)
       union all select "to" from outbox where "to" = $2 or "to" = $3`,
      [['%Zahrawi%', '%Abu El Feda%', '%wheelchair%'], account.user.email, account.user.mobile],
    )
    expect(rows).toEqual([])
  })

  it('an operator may not delete a customer', async () => {
    const account = await signedUpCustomer(payload, { tag: 'kept' })
    const answer = await deleteCustomer(account.user.id, operatorToken)
    expect(answer.status).toBe(403)
    const still = await payload.findByID({
      collection: 'customers',
      id: account.user.id,
      overrideAccess: true,
    })
    expect(still.id).toBe(account.user.id)
  })
})
