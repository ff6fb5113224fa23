'use client'

import { type FormEvent, useRef, useState } from 'react'

import { brandOf, cardDigits, type CardField } from '@/payments/simulator/cards'

import { type BrandMark, CardBrandMarks } from './CardBrandMarks'

export type CardFormTexts = {
  acceptedCards: string
  brands: Record<BrandMark, string>
  cardNumber: string
  cardNumberHint: string
  expiry: string
  expiryMonth: string
  expiryYear: string
  cvv: string
  cvvHint: string
  pay: string
  processing: string
  alertTitle: string
  /** Precedes the payment page's own message ('Card data is invalid (1)'). */
  gatewayMessage: string
  errors: Record<CardField | 'network', string>
}

type Props = {
  action: string
  language: 'en' | 'ar'
  publicKey: string
  clientSecret: string
  texts: CardFormTexts
  /** A field the server flagged when the form was sent without script. */
  initialInvalid?: CardField | null
}

type Answer =
  | { next: 'merchant' | 'three-d-secure'; url: string }
  | { error: 'card-data-invalid'; field: CardField; data: { message: string } }
  | { error: string }

/** Groups the digits by four as people read them on a card. */
const grouped = (value: string) =>
  cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * The card form. The simulator decides (`/api/checkout/pay`); a refusal comes back as the field
 * it concerns and Paymob's message, shown next to the field and in an alert, and the field gets
 * the focus. Without script the same form posts and the page comes back with the field flagged.
 */
export function CardForm({
  action,
  language,
  publicKey,
  clientSecret,
  texts,
  initialInvalid,
}: Props) {
  const [number, setNumber] = useState('')
  const [invalid, setInvalid] = useState<CardField | null>(initialInvalid ?? null)
  const [gatewayMessage, setGatewayMessage] = useState<string | null>(null)
  const [networkError, setNetworkError] = useState(false)
  const [busy, setBusy] = useState(false)
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({})

  const digits = cardDigits(number)
  const brand = digits.length >= 4 ? brandOf(digits) : null

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '')
    setBusy(true)
    setNetworkError(false)
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          publicKey,
          clientSecret,
          lang: language,
          number: value('number'),
          expiryMonth: value('expiryMonth'),
          expiryYear: value('expiryYear'),
          cvv: value('cvv'),
        }),
      })
      const answer = (await response.json()) as Answer
      if ('next' in answer) {
        // Stay busy: the browser leaves for the 3-D Secure step or the merchant.
        window.location.assign(answer.url)
        return
      }
      if (answer.error === 'card-data-invalid' && 'field' in answer) {
        setInvalid(answer.field)
        setGatewayMessage(answer.data.message)
        inputs.current[answer.field]?.focus()
      } else {
        // The intention expired or was paid meanwhile: the page says so.
        window.location.reload()
        return
      }
    } catch {
      setNetworkError(true)
    }
    setBusy(false)
  }

  const describedBy = (field: CardField, hint?: string) =>
    [hint, invalid === field ? `${field}-error` : null].filter(Boolean).join(' ') || undefined

  const fieldError = (field: CardField) =>
    invalid === field ? (
      <p id={`${field}-error`} className="sim-field-error">
        {texts.errors[field]}
      </p>
    ) : null

  const bind = (field: CardField) => ({
    id: field,
    name: field,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element
    },
    'aria-invalid': invalid === field ? true : undefined,
    autoFocus: initialInvalid === field,
    dir: 'ltr' as const,
    inputMode: 'numeric' as const,
    onInput: () => {
      if (invalid === field) setInvalid(null)
    },
  })

  return (
    <form className="sim-form" method="post" action={action} onSubmit={submit} noValidate>
      <input type="hidden" name="publicKey" value={publicKey} />
      <input type="hidden" name="clientSecret" value={clientSecret} />
      <input type="hidden" name="lang" value={language} />

      <CardBrandMarks label={texts.acceptedCards} names={texts.brands} active={brand} />

      <div aria-live="assertive" className="sim-alert-slot">
        {(invalid || networkError) && (
          <div className="sim-alert" role="alert">
            <p className="sim-alert-title">
              {networkError ? texts.errors.network : texts.alertTitle}
            </p>
            {invalid && gatewayMessage && (
              <p className="sim-alert-gateway">
                {texts.gatewayMessage} <bdi dir="ltr">{gatewayMessage}</bdi>
              </p>
            )}
          </div>
        )}
      </div>

      <div className="sim-field">
        <label htmlFor="number">{texts.cardNumber}</label>
        <p id="number-hint" className="sim-hint">
          {texts.cardNumberHint}
        </p>
        <input
          {...bind('number')}
          type="text"
          autoComplete="cc-number"
          maxLength={23}
          value={number}
          onChange={(event) => setNumber(grouped(event.target.value))}
          aria-describedby={describedBy('number', 'number-hint')}
          className="sim-input sim-input-number"
        />
        {fieldError('number')}
      </div>

      <div className="sim-row">
        <fieldset className="sim-field sim-expiry">
          <legend>{texts.expiry}</legend>
          <div className="sim-expiry-inputs">
            <div>
              <label htmlFor="expiryMonth" className="sim-sublabel">
                {texts.expiryMonth}
              </label>
              <input
                {...bind('expiryMonth')}
                type="text"
                autoComplete="cc-exp-month"
                maxLength={2}
                placeholder="MM"
                aria-describedby={describedBy('expiryMonth')}
                className="sim-input sim-input-short"
              />
            </div>
            <div>
              <label htmlFor="expiryYear" className="sim-sublabel">
                {texts.expiryYear}
              </label>
              <input
                {...bind('expiryYear')}
                type="text"
                autoComplete="cc-exp-year"
                maxLength={4}
                placeholder="YY"
                aria-describedby={describedBy('expiryYear')}
                className="sim-input sim-input-short"
              />
            </div>
          </div>
          {fieldError('expiryMonth')}
          {fieldError('expiryYear')}
        </fieldset>

        <div className="sim-field sim-cvv">
          <label htmlFor="cvv">{texts.cvv}</label>
          <p id="cvv-hint" className="sim-hint">
            {texts.cvvHint}
          </p>
          <input
            {...bind('cvv')}
            type="password"
            autoComplete="cc-csc"
            maxLength={4}
            aria-describedby={describedBy('cvv', 'cvv-hint')}
            className="sim-input sim-input-short"
          />
          {fieldError('cvv')}
        </div>
      </div>

      <button type="submit" className="sim-pay" disabled={busy} aria-busy={busy || undefined}>
        {busy ? texts.processing : texts.pay}
      </button>
      {busy && (
        <p className="sim-visually-hidden" role="status">
          {texts.processing}
        </p>
      )}
    </form>
  )
}
