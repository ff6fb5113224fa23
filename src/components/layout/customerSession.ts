'use client'

import { useSyncExternalStore } from 'react'

/** What the navbar and the drawer show of the logged-in customer (from GET /api/user/info). */
export type SessionCustomer = { name: string; verified: boolean }

/**
 * One answer shared by the navbar's account links and the drawer, so the session is asked once.
 * AccountLinks does the asking (on load and after route changes); everyone else only reads.
 */
let current: SessionCustomer | null = null
const listeners = new Set<() => void>()

export function setSessionCustomer(customer: SessionCustomer | null) {
  current = customer
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The customer, or null for a visitor (and always null while rendering on the server). */
export function useSessionCustomer(): SessionCustomer | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

/** Where the customer's name leads: the account, or the verification screen until verified. */
export const accountPath = (customer: SessionCustomer) =>
  customer.verified ? '/settings' : '/verify'
