import { useTranslations } from 'next-intl'

import type { PhoneCountry } from '@/accounts/phoneCountries'

import { Field } from './Field'
import { type HeadingLevel, headingTag } from './heading'
import { PhoneField } from './PhoneField'

/**
 * The sign-up form's heading and fields (`SignupForm`, on its page and in the booking).
 */
export function SignupFields({
  headingLevel,
  countries,
  errors = {},
}: {
  headingLevel?: HeadingLevel
  countries: PhoneCountry[]
  /** Each refused field's message. */
  errors?: Partial<Record<string, string>>
}) {
  const Heading = headingTag(headingLevel)
  const t = useTranslations('account')
  return (
    <>
      <Heading>{t('signup.title')}</Heading>
      <p className="form-lead">{t('signup.text')}</p>
      <Field
        id="name"
        name="name"
        label={t('fields.name')}
        autoComplete="name"
        required
        error={errors.name}
      />
      <Field
        id="email"
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
        error={errors.email}
      />
      <PhoneField id="mobile" countries={countries} defaultCountry="EG" error={errors.mobile} />
      <Field
        id="password"
        name="password"
        type="password"
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        required
        minLength={6}
        error={errors.password}
      />
      <fieldset className="choice">
        <legend>{t('fields.channel')}</legend>
        <label>
          <input type="radio" name="channel" value="sms" defaultChecked /> {t('fields.sms')}
        </label>
        <label>
          <input type="radio" name="channel" value="email" /> {t('fields.byEmail')}
        </label>
      </fieldset>
    </>
  )
}
