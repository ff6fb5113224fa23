'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { maskDestination } from '@/accounts/mask'
import { FormMessage } from '@/components/account/Field'
import { LoginForm } from '@/components/account/LoginForm'
import { SignupWithCountries } from '@/components/account/SignupWithCountries'
import type { AccountUser } from '@/components/account/useAccountApi'
import { VerifyForm } from '@/components/account/VerifyForm'

import { BookingIcon } from './icons'
import type { AccountState, CodeSent } from './useBookingAccount'

type Props = {
  state: AccountState
  headingLevel: 3 | 4
  /** Why the booking was sent back here (an expired session), from the server. */
  message: string | null
  onCheck: () => void
  onAccount: (user: AccountUser, sent?: CodeSent) => void
  onContinue: () => void
  /** The form shown first: the sign-up, or the login for a visitor who said they have an account. */
  initialForm?: 'signup' | 'login'
}

/**
 * The account step, for a visitor who chose to log in or sign up at the checkout (cash needs an
 * account) and for a customer not verified yet. The site's own login, sign-up and verification
 * forms are shown here in place of their pages, so nothing entered is lost; a visitor already
 * logged in just continues.
 */
export function AccountStep({
  state,
  headingLevel,
  message,
  onCheck,
  onAccount,
  onContinue,
  initialForm = 'signup',
}: Props) {
  const t = useTranslations('bookingForm.account')
  const [form, setForm] = useState<'signup' | 'login'>(initialForm)

  useEffect(() => {
    if (state.status === 'unknown') onCheck()
  }, [state.status, onCheck])

  if (state.status === 'unknown' || state.status === 'checking') {
    return (
      <p className="booking-loading" role="status">
        {t('checking')}
      </p>
    )
  }

  if (state.status === 'in') {
    const { customer } = state
    if (customer.verified) {
      return (
        <div className="account-done">
          <p>
            <BookingIcon name="user" size={20} />
            {t('loggedInAs', { name: customer.name })}
          </p>
          <button type="button" className="button button-primary button-block" onClick={onContinue}>
            {t('continue')}
            <BookingIcon name="arrow" size={20} />
          </button>
        </div>
      )
    }
    return (
      <div className="account-forms">
        <p className="booking-lead">{t('verifyLead')}</p>
        <VerifyForm
          id={customer.id}
          mobile={customer.mobile}
          email={customer.email}
          maskedMobile={maskDestination(customer.mobile)}
          maskedEmail={maskDestination(customer.email)}
          sentTo={state.sentTo}
          resendIn={state.resendIn}
          headingLevel={headingLevel}
          onSuccess={(user) => onAccount({ ...customer, ...user, verified: true })}
        />
      </div>
    )
  }

  return (
    <div className="account-forms">
      <p className="booking-lead">{t('lead')}</p>
      <FormMessage error={message} />
      <div className="account-switch" role="group" aria-label={t('choose')}>
        <button
          type="button"
          className="account-switch-option"
          aria-pressed={form === 'signup'}
          onClick={() => setForm('signup')}
        >
          {t('newCustomer')}
        </button>
        <button
          type="button"
          className="account-switch-option"
          aria-pressed={form === 'login'}
          onClick={() => setForm('login')}
        >
          {t('haveAccount')}
        </button>
      </div>
      {form === 'signup' ? (
        <SignupWithCountries
          headingLevel={headingLevel}
          onLogin={() => setForm('login')}
          onSuccess={({ user, code }) =>
            onAccount(user, {
              sentTo: code?.destination ?? null,
              resendIn: code?.resendAfter ?? 0,
            })
          }
        />
      ) : (
        <LoginForm
          headingLevel={headingLevel}
          onSignup={() => setForm('signup')}
          onSuccess={({ user }) => onAccount(user)}
        />
      )}
    </div>
  )
}
