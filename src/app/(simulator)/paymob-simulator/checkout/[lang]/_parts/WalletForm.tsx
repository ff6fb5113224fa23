import { WALLET_ENDPOINT } from '@/payments/simulator/paths'

/**
 * The checkout's mobile wallet form: the wallet's mobile number, posted as a plain form (no
 * script): the answer is the operator's confirmation page, or this page with the number flagged.
 */
export function WalletForm({
  language,
  publicKey,
  clientSecret,
  invalid,
  texts,
}: {
  language: 'en' | 'ar'
  publicKey: string
  clientSecret: string
  invalid: boolean
  texts: { number: string; hint: string; error: string; pay: string }
}) {
  return (
    <form className="sim-form" method="post" action={WALLET_ENDPOINT} noValidate>
      <input type="hidden" name="publicKey" value={publicKey} />
      <input type="hidden" name="clientSecret" value={clientSecret} />
      <input type="hidden" name="lang" value={language} />
      <div className="sim-field">
        <label htmlFor="wallet">{texts.number}</label>
        <p id="wallet-hint" className="sim-hint">
          {texts.hint}
        </p>
        <input
          id="wallet"
          name="wallet"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={20}
          required
          autoFocus={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'wallet-hint wallet-error' : 'wallet-hint'}
          className="sim-input"
        />
        {invalid ? (
          <p id="wallet-error" className="sim-field-error" role="alert">
            {texts.error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="sim-pay">
        {texts.pay}
      </button>
    </form>
  )
}
