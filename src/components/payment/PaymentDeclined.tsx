import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { declineMessageKey, isDeclineCode } from '@/payments/declines'
import { PROMO_USED_WITH_PAYMENT } from '@/payments/payment'

import { CallButton, PaymentActions, PaymentScreen, phoneInText } from './PaymentScreen'

/** Where "try again" goes, and the line that says what it does. */
export type Retry = {
  href: string
  hint: 'retryBooking' | 'retryReservation' | 'retryLink'
}

/** Two payments of one link at once: the second was refunded (the payment operations' code). */
const DUPLICATE = 'payment-duplicate'
/** A payment for a booking or link already closed (expired, cancelled): refunded. */
const CLOSED = 'payment-closed'

/**
 * The failure screen: the decline's message of the catalogue (`payment.declines.*`), or the
 * generic "We couldn't process your payment ..." with the hotline for any other code or none.
 */
export async function PaymentDeclined({
  code,
  retry,
  hotline,
  triedWith = null,
}: {
  code: string | null
  retry: Retry | null
  hotline: string
  /** The card or mobile wallet the declined attempt was made with, in the reader's words. */
  triedWith?: string | null
}) {
  const t = await getTranslations('paymentScreens')
  const translate = await getTranslations()
  const phone = phoneInText(hotline)
  // Money that could not pay the booking (docs/decisions/0177): taken, then refunded.
  const promoUsed = code === PROMO_USED_WITH_PAYMENT
  const refunded = code === DUPLICATE || code === CLOSED || promoUsed
  const message =
    code === DUPLICATE
      ? t('fail.duplicate')
      : code === CLOSED
        ? t('fail.closed')
        : promoUsed
          ? t('fail.promoUsed')
          : translate(declineMessageKey(code), { phone })
  // Only a decline the gateway reported is known to have charged nothing.
  const declined = code !== null && isDeclineCode(code)
  return (
    <PaymentScreen
      tone="fail"
      icon="cross"
      title={t('fail.title')}
      lead={<span data-testid="decline-message">{message}</span>}
      state={refunded ? 'duplicate' : 'declined'}
    >
      {triedWith && (declined || promoUsed) ? (
        <p className="payment-note" data-testid="tried-with">
          {t('fail.triedWith', { method: triedWith })}
        </p>
      ) : null}
      {declined ? <p className="payment-note">{t('fail.noCharge')}</p> : null}
      {retry ? <p className="payment-note">{t(`fail.${retry.hint}`)}</p> : null}
      <PaymentActions>
        {retry ? (
          <Link className="button button-primary" href={retry.href}>
            {t('actions.tryAgain')}
          </Link>
        ) : null}
        <CallButton hotline={hotline} label={t('actions.call')} primary={!retry} />
      </PaymentActions>
    </PaymentScreen>
  )
}
