'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { callApi } from '@/components/apiClient'
import type { Locale } from '@/i18n/locales'

import type { BookingDraft } from './draft'
import { FieldError } from './FieldError'
import type { QuotedCar } from './types'
import { quoteBody } from './useQuote'

type Props = {
  locale: Locale
  draft: BookingDraft
  update: (patch: Partial<BookingDraft>) => void
  isAirport: (code: string) => boolean
  /** The car chosen, priced with the code applied (null: the code removed). */
  onApplied: (car: QuotedCar | null) => void
  applied: QuotedCar | null
  disabled: boolean
  /** The extras chosen: the server prices the code on them too when the code discounts extras. */
  extras: { code: string; quantity: number }[]
}

const ID = 'booking-promo-code'

/**
 * The checkout's promo code: asks the quote for this trip with the code (the server prices it and
 * says why it refuses one), and shows the code applied with its discount. One code per booking.
 */
export function PromoCodeField({
  locale,
  draft,
  update,
  isAirport,
  onApplied,
  applied,
  disabled,
  extras,
}: Props) {
  const t = useTranslations('promo')
  const [text, setText] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const apply = async () => {
    const code = text.trim()
    if (!code || pending) return
    setPending(true)
    setError(null)
    const answer = await callApi<{ cars: QuotedCar[] }>(`/api/booking/quote?lang=${locale}`, {
      method: 'POST',
      body: {
        ...quoteBody(draft, isAirport),
        extras: extras.map(({ code: extra, quantity }) => ({ code: extra, quantity })),
        promoCode: code,
      },
    })
    setPending(false)
    if (!answer.ok) {
      setError(answer.failure?.message ?? t('errors.unknown'))
      return
    }
    const car = answer.data.cars.find((item) => item.code === draft.carType)
    if (!car?.promo) {
      setError(t('notForThisCar'))
      return
    }
    update({ promoCode: car.promo.code, idempotencyKey: null })
    onApplied(car)
    setText('')
  }

  if (draft.promoCode && applied?.promo) {
    return (
      <div className="field promo-applied" data-testid="promo-applied" role="status">
        <p>
          {t('applied', {
            code: applied.promo.code,
            discount: applied.promo.discountText,
          })}
        </p>
        <button
          type="button"
          className="button button-link"
          disabled={disabled}
          onClick={() => {
            update({ promoCode: '', idempotencyKey: null })
            onApplied(null)
          }}
        >
          {t('remove')}
        </button>
      </div>
    )
  }

  return (
    <div className="field promo-field">
      <label htmlFor={ID}>{t('label')}</label>
      <div className="promo-row">
        <input
          id={ID}
          name="promoCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={40}
          placeholder={t('placeholder')}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setError(null)
          }}
          onKeyDown={(event) => {
            // Enter applies the code; it never books.
            if (event.key === 'Enter') {
              event.preventDefault()
              void apply()
            }
          }}
        />
        <button
          type="button"
          className="button"
          aria-disabled={pending || disabled}
          onClick={() => void apply()}
        >
          {pending ? t('checking') : t('apply')}
        </button>
      </div>
      <FieldError fieldId={ID} message={error} />
    </div>
  )
}
