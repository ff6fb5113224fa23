import config from '@payload-config'
import { cookies } from 'next/headers'
import { getPayload } from 'payload'

import { customerFromToken } from '@/accounts/operations/session'
import type { Customer } from '@/payload-types'

import { SESSION_COOKIE } from './session'

/** The customer of the current request's session cookie, checked on the server; null when logged out. */
export async function currentCustomer(): Promise<Customer | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) return null
  return customerFromToken(await getPayload({ config }), token)
}
