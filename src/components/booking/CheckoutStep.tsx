'use client'

import { useTranslations } from 'next-intl'
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react'

import type { PriceLine } from '@/booking/priceBreakdown'
import type { AccountUser } from '@/components/account/useAccountApi'
import { Link } from '@/i18n/navigation'
import { isolateLtr } from '@/i18n/textDirection'

import type { BookingDraft } from './draft'
import type { FieldErrors } from './fields'
import { ApproxPrice } from './CurrencyChoice'
import { FieldError } from './FieldError'
import { HotlineLink } from './HotlineLink'
import { BookingIcon } from './icons'
import { PhoneProof } from './PhoneProof'
import { PriceBreakdown } from './PriceBreakdown'
import type { QuotedCar } from './types'
import { usePriceRows } from './usePriceRows'
import { WalletMarks } from './WalletMarks'

type Props = {
  /** Who books, for a visitor not logged in (`GuestContactFields`), first. */
  guest?: ReactNode
  /** The code to log in with, when the guest's email or mobile has an account (`LogInWithCode`). */
  logInFirst?: ReactNode
  /** To the account step, cash chosen: a guest's way to pay in cash. */
  onCashLogIn: () => void
  /** What the driver needs (`DetailsFields`), above the payment. */
  details: ReactNode
  /** The terms (`TermsField`), right above the booking button. */
  terms: ReactNode
  /** The extras (`ExtrasField`), between the details and the payment. */
  extras?: ReactNode
  /** The price line by line (car, extras, discount, total), once a car is chosen. */
  breakdown: PriceLine[] | null
  /**
   * Nothing to pay (a promo code covers the whole price): no payment to choose, the booking is
   * complimentary and confirmed without a payment step (docs/decisions/0176).
   */
  complimentary?: boolean
  /** The total's approximate amount in the visitor's currency, if any. */
  totalApprox?: string | null
  /** The display currency picker (`CurrencyChoice`), beside the total. */
  currency?: ReactNode
  /** The promo code field (`PromoCodeField`), above the total. */
  promo: ReactNode
  draft: BookingDraft
  update: (patch: Partial<BookingDraft>) => void
  errors: FieldErrors
  car: QuotedCar | null
  /** The gateway also takes mobile wallets: the online option says so, with their names. */
  walletsOffered: boolean
  customerName: string
  /** The logged-in customer: cash also needs their mobile proven by SMS. */
  customer: AccountUser | null
  /** The mobile was just proven (the customer as the server now answers). */
  onPhoneProved: (user: AccountUser) => void
  hotline: string
  pending: boolean
  /** The server's answer to the last submit, when it refused. */
  message: string | null
  messageWithHotline: boolean
  /** The reservation of this same trip made already ('duplicate-booking'), if the server said so. */
  duplicateOf: string | null
  /** Seconds before booking may be tried again ('try-again-later'). */
  retryIn: number
  onSubmit: () => void
  /** Books this trip again, as another car. */
  onSecondCar: () => void
  /** What the customer is promised for this trip, before paying (`Assurances`). */
  assurances: ReactNode
}

/** The text boxes Enter moves between (not the check boxes, the radios or the buttons). */
const TEXT_BOXES =
  'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="submit"]):not(:disabled)'

/**
 * Enter in a text box moves to the next one, as a phone keyboard's "next" key does, and never
 * makes the booking: that is the booking button's alone. A box with its own Enter (the promo
 * code's "apply") has prevented it already.
 */
function nextFieldOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const box = event.target
  if (event.key !== 'Enter' || event.defaultPrevented || !(box instanceof HTMLInputElement)) return
  if (!box.matches(TEXT_BOXES)) return
  event.preventDefault()
  const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>(TEXT_BOXES)]
  boxes[boxes.indexOf(box) + 1]?.focus()
}

/**
 * The last step, one screen: what the driver needs, then card (or mobile wallet), or cash where this trip's price
 * list allows it (otherwise why not, and the hotline) and the customer's mobile is proven
 * (otherwise the proof by SMS, here), the total, the terms and the booking itself. A card booking
 * is handed to the payment page. When this trip is booked already, the choice takes the booking
 * button's place: that reservation's page, or a second car.
 */
export function CheckoutStep({
  guest,
  logInFirst,
  onCashLogIn,
  details,
  terms,
  extras,
  breakdown,
  complimentary = false,
  totalApprox = null,
  currency,
  promo,
  draft,
  update,
  errors,
  car,
  walletsOffered,
  customerName,
  customer,
  onPhoneProved,
  hotline,
  pending,
  message,
  messageWithHotline,
  duplicateOf,
  retryIn,
  onSubmit,
  onSecondCar,
  assurances,
}: Props) {
  const t = useTranslations('bookingForm.payment')
  const tCar = useTranslations('bookingForm.car')
  const priceRows = usePriceRows(breakdown)
  const tGuest = useTranslations('bookingForm.guest')
  const tripTakesCash = car?.cashAllowed === true
  const needsPhoneProof = tripTakesCash && customer !== null && !customer.phoneVerified
  const needsAccount = tripTakesCash && customer === null
  const cashAllowed = tripTakesCash && !needsPhoneProof && !needsAccount
  const paymentType = cashAllowed ? draft.paymentType : 'card'
  const blocked = pending || retryIn > 0
  const [phoneProved, setPhoneProved] = useState(false)

  // Cash chosen for another car (or refused by the server) is not on offer here any more.
  useEffect(() => {
    if (draft.paymentType === 'cash' && car && !cashAllowed) update({ paymentType: 'card' })
  }, [draft.paymentType, car, cashAllowed, update])

  return (
    <form
      className="booking-form"
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault()
        if (!blocked) onSubmit()
      }}
      onKeyDown={nextFieldOnEnter}
    >
      {customerName ? (
        <p className="booking-lead">
          <BookingIcon name="user" size={18} />
          {t('bookingAs', { name: customerName })}
        </p>
      ) : null}
      {guest}
      {details}
      {extras}
      {complimentary ? (
        <p className="booking-info" data-testid="booking-complimentary">
          {t('complimentary')}
        </p>
      ) : (
        <>
          <fieldset className="payment-options">
            <legend className="field-label">{t('method')}</legend>
            <label className="payment-option">
              <input
                id="booking-payment-card"
                type="radio"
                name="paymentType"
                value="card"
                checked={paymentType === 'card'}
                onChange={() => update({ paymentType: 'card' })}
              />
              <BookingIcon name="card" size={24} />
              <span>
                <strong>{walletsOffered ? t('cardOrWallet') : t('card')}</strong>
                <span className="payment-hint">
                  {walletsOffered ? t('cardOrWalletHint') : t('cardHint')}
                </span>
                {walletsOffered ? (
                  <WalletMarks label={t('walletsAccepted')} banks={t('bankWallets')} />
                ) : null}
              </span>
            </label>
            <label className={`payment-option${cashAllowed ? '' : ' is-unavailable'}`}>
              <input
                id="booking-payment-cash"
                type="radio"
                name="paymentType"
                value="cash"
                checked={paymentType === 'cash'}
                disabled={!cashAllowed}
                aria-describedby={cashAllowed ? undefined : 'booking-cash-unavailable'}
                onChange={() => update({ paymentType: 'cash' })}
              />
              <BookingIcon name="cash" size={24} />
              <span>
                <strong>{t('cash')}</strong>
                <span className="payment-hint">
                  {cashAllowed
                    ? t('cashHint')
                    : needsAccount
                      ? tGuest('cashNeedsAccount')
                      : needsPhoneProof
                        ? t('cashNeedsPhone')
                        : t('cashUnavailableShort')}
                </span>
              </span>
            </label>
          </fieldset>
          {needsAccount ? (
            <p id="booking-cash-unavailable" className="booking-info">
              <button type="button" className="link-button" onClick={onCashLogIn}>
                {tGuest('cashLogIn')}
              </button>
            </p>
          ) : null}
          {needsPhoneProof && customer ? (
            <PhoneProof
              id="booking-cash-unavailable"
              customer={customer}
              onProved={(user) => {
                setPhoneProved(true)
                onPhoneProved(user)
                update({ paymentType: 'cash' })
              }}
            />
          ) : null}
          {phoneProved && cashAllowed ? (
            <p className="booking-info" role="status">
              {t('phoneProof.done')}
            </p>
          ) : null}
          {!tripTakesCash ? (
            <div id="booking-cash-unavailable" className="booking-info">
              <p>{t('cashUnavailable', { phone: isolateLtr(hotline) })}</p>
              <HotlineLink hotline={hotline} />
            </div>
          ) : null}
          <FieldError fieldId="booking-payment" message={errors.paymentType} />
        </>
      )}

      {promo}
      {priceRows ? (
        <PriceBreakdown
          rows={priceRows}
          afterTotal={
            <>
              <ApproxPrice text={totalApprox} />
              <span className="price-basis">{tCar('perCar')}</span>
            </>
          }
        />
      ) : null}
      {car ? currency : null}
      {assurances}
      {terms}

      {message && duplicateOf ? (
        <div className="booking-info booking-duplicate" role="alert">
          <p>{message}</p>
          <p className="field-hint">{t('duplicateHint')}</p>
          <div className="booking-actions">
            <button
              type="button"
              className="button button-primary"
              aria-disabled={blocked}
              onClick={() => {
                if (!blocked) onSecondCar()
              }}
            >
              {pending ? t('submitting') : t('duplicateSecondCar')}
            </button>
            <Link className="button" href={`/booking/${encodeURIComponent(duplicateOf)}`}>
              {t('duplicateView', { number: isolateLtr(duplicateOf) })}
            </Link>
          </div>
        </div>
      ) : logInFirst ? (
        logInFirst
      ) : message ? (
        <div className="booking-failure" role="alert">
          <p>{message}</p>
          {messageWithHotline ? <HotlineLink hotline={hotline} /> : null}
        </div>
      ) : null}
      {retryIn > 0 ? (
        <p className="field-hint" aria-live="polite">
          {t('retryIn', { seconds: retryIn })}
        </p>
      ) : null}

      {duplicateOf ? null : (
        <>
          <button
            type="submit"
            className="button button-primary button-block booking-submit"
            aria-disabled={blocked}
          >
            {pending
              ? t('submitting')
              : complimentary
                ? t('submitComplimentary')
                : paymentType === 'cash'
                  ? t('submitCash')
                  : t('submitCard')}
          </button>
          <p className="field-hint payment-next">
            {complimentary
              ? t('complimentaryNext')
              : paymentType === 'cash'
                ? t('cashNext')
                : t('cardNext')}
          </p>
        </>
      )}
    </form>
  )
}
