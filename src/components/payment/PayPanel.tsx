'use client'

import { useLocale } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { callApi } from '@/components/apiClient'
import { Link, useRouter } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { PayRequest } from '@/payments/schemas'

import { CallButton } from './PaymentScreen'
import { formatTimeLeft } from './timeLeft'

export type PayPanelTexts = {
  timeLeft: string
  payButton: string
  opening: string
  network: string
  timeUp: string
  logIn: string
  call: string
}

type Props = {
  request: PayRequest
  /** Seconds left to pay when the server rendered the page; null: no countdown (a long link). */
  secondsLeft: number | null
  /** Where to log in and come back here (a reservation's payment). */
  loginHref: string
  hotline: string
  texts: PayPanelTexts
}

type Notice = { message: string; action: 'log-in' | 'call' | null }

/** Refusals after which the page, read again from the server, shows what became of the payment. */
const READ_AGAIN = new Set([
  'payment-expired',
  'payment-not-pending',
  'payment-not-card',
  'payment-link-paid',
  'payment-link-cancelled',
  'payment-link-not-found',
  'reservation-not-found',
])

/**
 * The time left to pay and the pay button: `POST /api/payments/pay`, then the browser goes to
 * the gateway's card page. The countdown runs on the server's clock (seconds left at render,
 * minus the seconds since): when it ends, the page is read again and shows the expiry.
 */
export function PayPanel({ request, secondsLeft, loginHref, hotline, texts }: Props) {
  const locale = useLocale() as Locale
  const router = useRouter()
  const [left, setLeft] = useState(secondsLeft)
  const [pending, setPending] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const readAgain = useRef(false)

  useEffect(() => {
    setLeft(secondsLeft)
    if (secondsLeft === null) return
    const started = Date.now()
    const timer = setInterval(() => {
      setLeft(Math.max(0, secondsLeft - Math.floor((Date.now() - started) / 1000)))
    }, 1000)
    return () => clearInterval(timer)
  }, [secondsLeft])

  const timeUp = left !== null && left <= 0
  useEffect(() => {
    if (!timeUp || readAgain.current) return
    readAgain.current = true
    router.refresh()
  }, [timeUp, router])

  // Back from the card page (the browser's back-forward cache): the button works again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  const pay = async () => {
    if (pending || timeUp) return
    setPending(true)
    setNotice(null)
    const answer = await callApi<{ checkoutUrl: string }>(`/api/payments/pay?lang=${locale}`, {
      method: 'POST',
      body: request,
    })
    if (answer.ok && answer.data.checkoutUrl) {
      // Stays "opening" until the card page shows.
      window.location.assign(answer.data.checkoutUrl)
      return
    }
    setPending(false)
    const failure = answer.ok ? null : answer.failure
    if (!failure) return setNotice({ message: texts.network, action: null })
    if (failure.code === 'payment-link-expired') return router.replace('/expired')
    if (failure.code === 'not-logged-in') {
      return setNotice({ message: failure.message, action: 'log-in' })
    }
    setNotice({ message: failure.message, action: READ_AGAIN.has(failure.code) ? null : 'call' })
    if (READ_AGAIN.has(failure.code)) router.refresh()
  }

  return (
    <div className="pay-panel">
      {left !== null ? (
        <p className={`pay-timer${timeUp ? ' is-over' : ''}`}>
          <span>{texts.timeLeft}</span>
          <strong role="timer" data-testid="pay-time-left">
            <bdi dir="ltr">{formatTimeLeft(left, locale)}</bdi>
          </strong>
        </p>
      ) : null}
      {timeUp ? (
        <p className="payment-alert" role="alert">
          {texts.timeUp}
        </p>
      ) : (
        <button
          type="button"
          className="button button-primary button-block pay-button"
          aria-disabled={pending}
          onClick={pay}
        >
          {pending ? texts.opening : texts.payButton}
        </button>
      )}
      {notice ? (
        <div className="payment-alert" role="alert">
          <p>{notice.message}</p>
          {notice.action === 'log-in' ? (
            <Link className="button" href={loginHref}>
              {texts.logIn}
            </Link>
          ) : null}
          {notice.action === 'call' ? <CallButton hotline={hotline} label={texts.call} /> : null}
        </div>
      ) : null}
    </div>
  )
}
