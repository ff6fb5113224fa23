import { useTranslations } from 'next-intl'

import { Field } from './Field'
import { type HeadingLevel, headingTag } from './heading'

/**
 * The login form's heading and fields, shared by the login page (`LoginPageForm`, no React in the
 * browser) and the booking's embedded login (`LoginForm`).
 */
export function LoginFields({
  headingLevel,
  errors = {},
}: {
  headingLevel?: HeadingLevel
  /** Each refused field's message (the embedded form's; the page's script writes its own). */
  errors?: Partial<Record<string, string>>
}) {
  const Heading = headingTag(headingLevel)
  const t = useTranslations('account')
  return (
    <>
      <Heading>{t('login.title')}</Heading>
      <p className="form-lead">{t('login.text')}</p>
      <Field
        id="login"
        name="login"
        label={t('fields.login')}
        autoComplete="username"
        required
        error={errors.login}
      />
      <Field
        id="password"
        name="password"
        type="password"
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={errors.password}
      />
    </>
  )
}
