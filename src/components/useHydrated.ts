'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and until React has hydrated the page, true after. The account
 * forms keep their submit button disabled until then: a form submitted before its script runs
 * would go to the browser's default (docs/decisions.md, "Account security").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
