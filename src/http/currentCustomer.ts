import config from '@payload-config'
import { cookies } from 'next/headers'
import { getPayload } from 'payload'

import { customerFromToken } from '@/accounts/operations/session'
import type { BookingHolder } from '@/booking/operations/ownReservation'
import type { Customer } from '@/payload-types'

import { GUEST_PASS_COOKIE, guestPassOf, SESSION_COOKIE } from './session'

/** The customer of the current request's session cookie, checked on the server; null when logged out. */
export async function currentCustomer(): Promise<Customer | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) return null
  return customerFromToken(await getPayload({ config }), token)
}

/**
 * Who holds a booking in the current request (server components): the logged-in customer, else
 * the guest pass of the booking a guest checkout made (decision 0164); null for neither.
 */
export async function currentHolder(): Promise<BookingHolder | null> {
  const customer = await currentCustomer()
  if (customer) return { customer }
  const pass = (await cookies()).get(GUEST_PASS_COOKIE)?.value
  const guest = pass ? guestPassOf(await getPayload({ config }), pass) : null
  return guest ? { guest } : null
}
