'use client'

import { useTranslations } from 'next-intl'

import type { PhoneCountry } from '@/accounts/phoneCountries'
import { describedBy, FieldError } from '@/components/booking/FieldError'

type Props = {
  id: string
  countries: PhoneCountry[]
  country: string
  onCountry: (code: string) => void
  value: string
  onValue: (value: string) => void
  /** The number's refusal, shown below it. */
  error?: string | null
}

/** The telephone input: a country picker (Egypt first) and the number; the server normalises it. */
export function PhoneField({ id, countries, country, onCountry, value, onValue, error }: Props) {
  const t = useTranslations('account.fields')
  return (
    <div className="field">
      <label htmlFor={id}>{t('mobile')}</label>
      <div className="phone-input" dir="ltr">
        <select
          aria-label={t('country')}
          value={country}
          onChange={(event) => onCountry(event.target.value)}
          name="country"
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.dial} · {c.name}
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
          value={value}
          onChange={(event) => onValue(event.target.value)}
          placeholder="010 0555 0123"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
        />
      </div>
      <FieldError fieldId={id} message={error} />
    </div>
  )
}
