'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { completeCode } from '@/accounts/codeInput'
import { type AccountUser, useAccountApi } from '@/components/account/useAccountApi'
import { useCountdown } from '@/components/account/useCountdown'
import { isolateLtr } from '@/i18n/textDirection'

import { TextField } from './TextField'

type Props = {
  /** The email or mobile that has an account, as the visitor typed it. */
  login: string
  /** The server's `log-in-first` message. */
  message: string
  onLoggedIn: (user: AccountUser) => void
  /** Log in with the password instead (the account step). */
  onPassword: () => void
}

/**
 * The email or mobile typed at the checkout has an account (`log-in-first`, decision 0142): a code
 * sent to it logs the visitor in right here (`POST /api/user/login-code`, then `/verify`), and the
 * booking goes on as theirs, with everything entered kept. Nothing is sent until they ask.
 */
export default function LogInWithCode({ login, message, onLoggedIn, onPassword }: Props) {
  const t = useTranslations('bookingForm.guest.code')
  const { send, pending } = useAccountApi()
  const { left, restart } = useCountdown(0)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const autoSent = useRef<string | null>(null)

  const ask = async () => {
    const answer = await send<{ destination: string; resendAfter: number }>(
      '/api/user/login-code',
      { login },
    )
    if (!answer.ok) {
      if (answer.wait) restart(answer.wait)
      return setError(answer.message)
    }
    setError(null)
    setSentTo(answer.data.destination)
    restart(answer.data.resendAfter)
  }

  const check = async (code: string) => {
    const answer = await send<{ user: AccountUser }>('/api/user/login-code/verify', {
      login,
      code,
    })
    if (!answer.ok) return setError(answer.message)
    onLoggedIn(answer.data.user)
  }

  return (
    <div className="booking-info login-code" role="alert">
      <p>{message}</p>
      {sentTo ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const code = completeCode(
              String(new FormData(event.currentTarget).get('login-code') ?? ''),
            )
            if (code) void check(code)
            else setError(t('incomplete'))
          }}
        >
          <TextField
            id="booking-login-code"
            name="login-code"
            label={t('label', { destination: isolateLtr(sentTo) })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            className="code-input"
            error={error}
            autoFocus
            onChange={(event) => {
              // The sixth digit sends the code, as on the account's code screens.
              const code = completeCode(event.currentTarget.value)
              if (!code || code === autoSent.current || pending) return
              autoSent.current = code
              void check(code)
            }}
          />
          <div className="booking-actions">
            <button type="submit" className="button button-primary" disabled={pending}>
              {t('check')}
            </button>
            <button type="button" className="button" disabled={pending || left > 0} onClick={ask}>
              {left > 0 ? t('resendIn', { seconds: left }) : t('resend')}
            </button>
          </div>
        </form>
      ) : (
        <>
          {error ? <p className="field-error">{error}</p> : null}
          <div className="booking-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={pending || left > 0}
              onClick={ask}
            >
              {t('send')}
            </button>
            <button type="button" className="button" onClick={onPassword}>
              {t('password')}
            </button>
          </div>
        </>
      )}
    </div>
  )
}
