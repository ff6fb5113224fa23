import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { declineMessageKey, isDeclineCode, isRefundedAttemptCode } from '@/payments/declines'
import { PROMO_USED_WITH_PAYMENT } from '@/payments/payment'

import { CallButton, PaymentActions, PaymentScreen, phoneInText } from './PaymentScreen'

/** Where "try again" goes, and the line that says what it does. */
export type Retry = {
  href: string
  hint: 'retryBooking' | 'retryReservation' | 'retryLink'
}

/**
 * The failure screen: the decline's message of the catalogue (`payment.declines.*`), or the
 * generic "We couldn't process your payment ..." with the hotline for any other code or none.
 */
export async function PaymentDeclined({
  code,
  retry,
  hotline,
  triedWith = null,
  method = null,
}: {
  code: string | null
  retry: Retry | null
  hotline: string
  /** The card or mobile wallet the declined attempt was made with, in the reader's words. */
  triedWith?: string | null
  /** What the attempt was made with (`attemptMethod`); null: unknown, neither is named. */
  method?: 'card' | 'wallet' | null
}) {
  const t = await getTranslations('paymentScreens')
  const translate = await getTranslations()
  const phone = phoneInText(hotline)
  const refunded = isRefundedAttemptCode(code)
  const promoUsed = code === PROMO_USED_WITH_PAYMENT
  const by = method ?? 'any'
  // Two payments of one link at once (the second refunded), one for a closed booking or link, or
  // one whose card or wallet had used the booking's promo code up (decision 0177): all refunded.
  const message =
    code === 'payment-duplicate'
      ? t(`fail.duplicate.${by}`)
      : code === 'payment-closed'
        ? t(`fail.closed.${by}`)
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
      {declined ? <p className="payment-note">{t(`fail.noCharge.${by}`)}</p> : null}
      {retry ? <p className="payment-note">{t(`fail.${retry.hint}.${by}`)}</p> : null}
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
