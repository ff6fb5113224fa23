import { useLocale, useTranslations } from 'next-intl'

import type { PhoneCountry } from '@/accounts/phoneCountries'
import { describedBy, FieldError } from '@/components/booking/FieldError'
import type { Locale } from '@/i18n/locales'
import { itemSeparator } from '@/i18n/separators'

/**
 * Held by the form (`country`, `value` and their setters), or left to the page (`defaultCountry`):
 * then the form reads `country` and `mobile` from its fields when it is sent, and what a visitor
 * typed before the page was hydrated is kept (a held field is emptied by hydration).
 */
type Props = {
  id: string
  countries: PhoneCountry[]
  /** The number's refusal, shown below it. */
  error?: string | null
} & (
  | {
      country: string
      onCountry: (code: string) => void
      value: string
      onValue: (value: string) => void
    }
  | { defaultCountry: string }
)

/**
 * The telephone input: a country picker (Egypt first) and the number; the server normalises it.
 * Left to the page where the form reads it when sent (the sign-up), held where a form holds it
 * (the booking, the settings).
 */
export function PhoneField(props: Props) {
  const { id, countries, error } = props
  const held = 'value' in props
  const t = useTranslations('account.fields')
  const locale = useLocale() as Locale
  return (
    <div className="field">
      <label htmlFor={id}>{t('mobile')}</label>
      <div className="phone-input" dir="ltr">
        <select
          aria-label={t('country')}
          {...(held
            ? { value: props.country, onChange: (event) => props.onCountry(event.target.value) }
            : { defaultValue: props.defaultCountry })}
          name="country"
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.dial}${itemSeparator(locale)}${c.name}`}
            </option>
          ))}
        </select>
        <input
          id={id}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...(held
            ? { value: props.value, onChange: (event) => props.onValue(event.target.value) }
            : {})}
          placeholder="010 0555 0123"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
        />
      </div>
      <FieldError fieldId={id} message={error} />
    </div>
  )
}
