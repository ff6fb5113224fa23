'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { completeCode } from '@/accounts/codeInput'
import { useRouter } from '@/i18n/navigation'
import { useHydrated } from '@/components/useHydrated'
import { isolateLtr } from '@/i18n/textDirection'

import { Field, FormMessage } from './Field'
import { type HeadingLevel, headingTag } from './heading'
import { type AccountUser, useAccountApi } from './useAccountApi'
import { useCountdown } from './useCountdown'

type Props = {
  id: number
  mobile: string
  email: string
  maskedMobile: string
  maskedEmail: string
  sentTo: string | null
  resendIn: number
  /** Embedded (the booking): called once verified instead of going to /settings. */
  onSuccess?: (user: AccountUser) => void
  headingLevel?: HeadingLevel
}

export function VerifyForm({
  id,
  mobile,
  email,
  maskedMobile,
  maskedEmail,
  sentTo,
  resendIn,
  onSuccess,
  headingLevel,
}: Props) {
  const Heading = headingTag(headingLevel)
  const t = useTranslations('account')
  const router = useRouter()
  const { send, pending } = useAccountApi()
  const hydrated = useHydrated()
  const { left, restart } = useCountdown(resendIn)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [destination, setDestination] = useState(sentTo)
  /** The last code sent by itself: a refused code is not sent again until it is changed. */
  const autoSent = useRef<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // The sixth digit sends the code, as the phone's own code screens do.
  const sendIfComplete = (input: HTMLInputElement) => {
    const code = completeCode(input.value)
    if (!code || code === autoSent.current || pending) return
    autoSent.current = code
    input.form?.requestSubmit()
  }

  // A code typed or filled in by the phone (its SMS autofill) before the page was hydrated had no
  // change to send it: once hydrated, the code already there is sent the same way.
  useEffect(() => {
    const input = formRef.current?.elements.namedItem('code')
    if (hydrated && input instanceof HTMLInputElement) sendIfComplete(input)
    // Only when the page becomes interactive: later codes are sent by their change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated])

  const resend = async (to: { mobile: string } | { email: string }) => {
    const answer = await send<{ destination: string; resendAfter: number }>('/api/otp/send', {
      id,
      ...to,
    })
    if (!answer.ok) {
      if (answer.wait) restart(answer.wait)
      setNotice(null)
      return setError(answer.message)
    }
    setError(null)
    setDestination(answer.data.destination)
    setNotice(t('verify.sent', { destination: isolateLtr(answer.data.destination) }))
    restart(answer.data.resendAfter)
  }

  return (
    <form
      ref={formRef}
      method="post"
      id="verify-form"
      className="form-card"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const code = String(new FormData(event.currentTarget).get('code') ?? '')
        const answer = await send<{ user: AccountUser }>('/api/user/verify', { code })
        if (!answer.ok) {
          setNotice(null)
          return setError(answer.message)
        }
        if (onSuccess) return onSuccess(answer.data.user)
        router.replace('/settings')
        router.refresh()
      }}
    >
      <Heading>{t('verify.title')}</Heading>
      <p className="form-lead">
        {destination
          ? t('verify.text', { destination: isolateLtr(destination) })
          : t('verify.textNoCode')}
      </p>
      <Field
        id="code"
        name="code"
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        onChange={(event) => sendIfComplete(event.currentTarget)}
        maxLength={6}
        pattern="[0-9٠-٩]{6}"
        required
        dir="ltr"
        className="code-input"
      />
      <FormMessage error={error} success={notice} />
      <button
        className="button button-primary button-block"
        type="submit"
        disabled={!hydrated || pending}
      >
        {t('verify.submit')}
      </button>
      <div className="resend" aria-live="polite">
        {left > 0 ? (
          <p className="field-hint">{t('verify.resendIn', { seconds: left })}</p>
        ) : (
          <>
            <p className="field-hint">{t('verify.sendBy')}</p>
            <div className="resend-buttons">
              <button
                type="button"
                className="button"
                disabled={pending}
                onClick={() => resend({ mobile })}
              >
                {t('verify.bySms', { mobile: isolateLtr(maskedMobile) })}
              </button>
              <button
                type="button"
                className="button"
                disabled={pending}
                onClick={() => resend({ email })}
              >
                {t('verify.byEmail', { email: isolateLtr(maskedEmail) })}
              </button>
            </div>
          </>
        )}
      </div>
    </form>
  )
}
