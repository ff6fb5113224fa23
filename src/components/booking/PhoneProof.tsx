'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { maskDestination } from '@/accounts/mask'
import { type AccountUser, useAccountApi } from '@/components/account/useAccountApi'
import { useCountdown } from '@/components/account/useCountdown'
import { isolateLtr } from '@/i18n/textDirection'

type Props = {
  /** The element's id, which the cash option points to (`aria-describedby`). */
  id: string
  customer: AccountUser
  /** The customer once the code came back: the mobile is proven, cash is on offer. */
  onProved: (user: AccountUser) => void
}

/**
 * Cash needs a mobile number proven by SMS (docs/decisions.md, "Account security"): the payment
 * step offers the proof instead of a dead end, with the account's own calls (`POST /api/otp/send`
 * to the account's number, then `POST /api/user/verify`). Inside the payment form, so its buttons
 * are plain buttons and Enter in the code field checks the code instead of booking.
 */
export function PhoneProof({ id, customer, onProved }: Props) {
  const t = useTranslations('bookingForm.payment.phoneProof')
  const { send, pending } = useAccountApi()
  const { left, restart } = useCountdown(0)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  const sendCode = async () => {
    const answer = await send<{ destination: string; resendAfter: number }>('/api/otp/send', {
      id: customer.id,
      mobile: customer.mobile,
    })
    if (!answer.ok) {
      if (answer.wait) restart(answer.wait)
      return setError(answer.message)
    }
    setError(null)
    setSentTo(answer.data.destination)
    restart(answer.data.resendAfter)
  }

  const checkCode = async () => {
    if (pending) return
    const answer = await send<{ user: AccountUser }>('/api/user/verify', { code })
    if (!answer.ok) return setError(answer.message)
    setError(null)
    onProved(answer.data.user)
  }

  return (
    <div id={id} className="booking-info phone-proof" role="group" aria-labelledby={`${id}-why`}>
      <p id={`${id}-why`}>{t('why')}</p>
      {sentTo ? (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-code`}>
            {t('codeLabel', { destination: isolateLtr(sentTo) })}
          </label>
          <input
            id={`${id}-code`}
            className="code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              void checkCode()
            }}
          />
          <button type="button" className="button" disabled={pending} onClick={checkCode}>
            {t('check')}
          </button>
        </div>
      ) : null}
      {left > 0 ? (
        <p className="field-hint" aria-live="polite">
          {t('resendIn', { seconds: left })}
        </p>
      ) : (
        <button type="button" className="button" disabled={pending} onClick={sendCode}>
          {sentTo
            ? t('resend')
            : t('send', { mobile: isolateLtr(maskDestination(customer.mobile)) })}
        </button>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
