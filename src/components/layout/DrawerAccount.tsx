'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Link } from '@/i18n/navigation'

import { accountPath, useSessionCustomer } from './customerSession'

/** The drawer's user links: login and signup for visitors; the account and logout for a customer. */
export function DrawerAccount() {
  const t = useTranslations('nav')
  const customer = useSessionCustomer()
  const [loggingOut, setLoggingOut] = useState(false)

  if (!customer) {
    return (
      <ul className="drawer-list">
        <li>
          <Link href="/login">{t('login')}</Link>
        </li>
        <li>
          <Link href="/signup">{t('signup')}</Link>
        </li>
      </ul>
    )
  }

  const logOut = async () => {
    setLoggingOut(true)
    await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' }).catch(
      () => undefined,
    )
    // A full reload: every island (and any page that shows account data) starts logged out.
    window.location.reload()
  }

  return (
    <>
      <p className="drawer-signed-in">{t('signedInAs', { name: customer.name })}</p>
      <ul className="drawer-list">
        <li>
          <Link href={accountPath(customer)}>{t('account')}</Link>
        </li>
        <li>
          <button
            type="button"
            className="drawer-logout"
            onClick={logOut}
            disabled={loggingOut}
            aria-busy={loggingOut}
          >
            {t('logout')}
          </button>
        </li>
      </ul>
    </>
  )
}
