'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { Link, usePathname } from '@/i18n/navigation'

import {
  type SessionCustomer,
  accountPath,
  setSessionCustomer,
  useSessionCustomer,
} from './customerSession'

/** The spec's customer session check delay after a route change. */
const SESSION_CHECK_DELAY_MS = 1500

/**
 * Login and signup for visitors; the customer's name, linking to their account, once the server
 * confirms the session. Public pages stay static: the session is checked from the browser, on
 * load and again after every route change, and an expired session falls back to logged out.
 * The answer is shared with the side drawer (customerSession.ts).
 */
export function AccountLinks() {
  const t = useTranslations('nav')
  const pathname = usePathname()
  const user = useSessionCustomer()
  const checkedOnce = useRef(false)

  useEffect(() => {
    let cancelled = false
    const check = async () => {
      try {
        const response = await fetch('/api/user/info', {
          credentials: 'same-origin',
          cache: 'no-store',
        })
        const data = response.ok ? ((await response.json()) as SessionCustomer) : null
        if (!cancelled) {
          checkedOnce.current = true
          setSessionCustomer(data)
        }
      } catch {
        // Offline: keep what we know.
      }
    }
    const delay = checkedOnce.current ? SESSION_CHECK_DELAY_MS : 0
    const timer = setTimeout(check, delay)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [pathname])

  if (user) {
    return (
      <Link href={accountPath(user)} className="account-link" data-testid="account-link">
        {user.name}
      </Link>
    )
  }
  return (
    <>
      <Link href="/login">{t('login')}</Link>
      <Link href="/signup" className="button button-small">
        {t('signup')}
      </Link>
    </>
  )
}
