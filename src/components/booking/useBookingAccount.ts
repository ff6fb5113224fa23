'use client'

import { useCallback, useState } from 'react'

import { callApi } from '@/components/apiClient'
import type { AccountUser } from '@/components/account/useAccountApi'
import { setSessionCustomer } from '@/components/layout/customerSession'

/** The visitor's session as the booking knows it. */
export type AccountState =
  | { status: 'unknown' | 'checking' | 'out' }
  | { status: 'in'; customer: AccountUser; sentTo: string | null; resendIn: number }

/** Where a verification code was just sent (the sign-up's), and when another may be asked. */
export type CodeSent = { sentTo: string | null; resendIn: number }

/** Who books: the session's customer, checked with the server when the booking needs to know. */
export function useBookingAccount() {
  const [account, setAccount] = useState<AccountState>({ status: 'unknown' })

  /** Asks the server who is logged in (`GET /api/user/info`); null when nobody is. */
  const checkSession = useCallback(async (): Promise<AccountUser | null> => {
    setAccount((current) => (current.status === 'in' ? current : { status: 'checking' }))
    const answer = await callApi<AccountUser>('/api/user/info', { fresh: true })
    if (answer.ok) {
      const user = answer.data
      setAccount((current) =>
        current.status === 'in' && current.customer.id === user.id
          ? { ...current, customer: user }
          : { status: 'in', customer: user, sentTo: null, resendIn: 0 },
      )
      return user
    }
    // Logged out (`not-logged-in`), or the check failed: the login form is the way on either way.
    setAccount({ status: 'out' })
    return null
  }, [])

  /** Logged in, signed up or verified in the account step. */
  const signedIn = useCallback((user: AccountUser, sent?: CodeSent) => {
    setAccount({
      status: 'in',
      customer: user,
      sentTo: sent?.sentTo ?? null,
      resendIn: sent?.resendIn ?? 0,
    })
    setSessionCustomer({ name: user.name, verified: user.verified })
  }, [])

  /** The server no longer knows the session. */
  const signedOut = useCallback(() => {
    setAccount({ status: 'out' })
    setSessionCustomer(null)
  }, [])

  return {
    account,
    customer: account.status === 'in' ? account.customer : null,
    checkSession,
    signedIn,
    signedOut,
  }
}
