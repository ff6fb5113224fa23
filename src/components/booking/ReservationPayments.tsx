import { getTranslations } from 'next-intl/server'

import { formatCairo } from '@/booking/cairoTime'
import { formatPiasters } from '@/booking/money'
import type { Locale } from '@/i18n/locales'
import { isolateLtr } from '@/i18n/textDirection'
import { itemSeparator } from '@/i18n/separators'
import { instrumentText } from '@/payments/instrumentText'
import type { PaymentHistory } from '@/payments/paymentHistory'

/**
 * A reservation's card payments on its page and on the manage link (issue 32 items 2 and 3): the
 * payment captured, with the receipt email's facts and any refund of it, and under it the
 * attempts that did not pay, each with when and why in the customer's words. Nothing for a
 * reservation without either.
 */
export async function ReservationPayments({
  history,
  hotline,
  locale,
}: {
  history: PaymentHistory
  hotline: string
  locale: Locale
}) {
  if (history.captured.length === 0 && history.attempts.length === 0) return null
  const t = await getTranslations('bookingForm.confirmation')
  const translate = await getTranslations()
  const cairo = (iso: string) => t('cairoTime', { date: formatCairo(new Date(iso), locale) })
  const phone = isolateLtr(hotline)
  return (
    <>
      {history.captured.length > 0 ? (
        <section
          className="confirmation-card reservation-payment"
          aria-labelledby="reservation-payment-title"
          data-testid="reservation-payment-block"
        >
          <h2 id="reservation-payment-title">{t('paymentTitle')}</h2>
          {history.captured.map((payment) => (
            <dl className="confirmation-facts" key={payment.transactionId}>
              <div>
                <dt>{t('paidAmount')}</dt>
                <dd data-testid="payment-amount">{formatPiasters(payment.amount, locale)}</dd>
              </div>
              <div>
                <dt>{t('paidAt')}</dt>
                <dd data-testid="payment-paid-at">{cairo(payment.paidAt)}</dd>
              </div>
              {payment.instrument ? (
                <div>
                  <dt>{t('paidWith')}</dt>
                  <dd data-testid="payment-paid-with">
                    {instrumentText(payment.instrument, locale)}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('transactionNumber')}</dt>
                <dd>
                  <bdi dir="ltr" data-testid="payment-transaction">
                    {payment.transactionId}
                  </bdi>
                </dd>
              </div>
              <div>
                <dt>{t('orderNumber')}</dt>
                <dd>
                  <bdi dir="ltr" data-testid="payment-order">
                    {payment.orderId}
                  </bdi>
                </dd>
              </div>
              {payment.refunds.length > 0 ? (
                <div>
                  <dt>{t('refunds')}</dt>
                  <dd>
                    <ul className="confirmation-extras" data-testid="payment-refunds">
                      {payment.refunds.map((refund, index) => (
                        <li key={`${refund.at}-${index}`}>
                          {t('refundLine', {
                            amount: formatPiasters(refund.amount, locale),
                            date: formatCairo(new Date(refund.at), locale),
                          })}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
          ))}
          <p className="field-hint">{t('receiptHint')}</p>
        </section>
      ) : null}
      {history.attempts.length > 0 ? (
        <section
          className="confirmation-card reservation-attempts"
          aria-labelledby="reservation-attempts-title"
          data-testid="payment-attempts"
        >
          <h2 id="reservation-attempts-title">{t('attemptsTitle')}</h2>
          <p className="field-hint">{t('attemptsHint')}</p>
          <ol className="payment-attempts">
            {history.attempts.map((attempt, index) => (
              <li key={`${attempt.at}-${index}`} data-testid="payment-attempt">
                <p className="payment-attempt-head">
                  <strong>
                    {attempt.kind === 'declined' ? t('attemptDeclined') : t('attemptExpired')}
                  </strong>
                  {itemSeparator(locale)}
                  <time dateTime={attempt.at}>{cairo(attempt.at)}</time>
                </p>
                <p className="payment-attempt-reason">{translate(attempt.messageKey, { phone })}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  )
}
