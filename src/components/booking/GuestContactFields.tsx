'use client'

import { useTranslations } from 'next-intl'

import type { BookingDraft } from './draft'
import type { FieldErrors } from './fields'
import { TextField } from './TextField'

type Props = {
  draft: BookingDraft
  update: (patch: Partial<BookingDraft>) => void
  errors: FieldErrors
  /** Goes to the account step (log in, or sign up for cash). */
  onLogIn: () => void
}

/**
 * Who books, for a visitor who is not logged in (decision 0144): name, email and mobile, at the
 * top of the checkout. A card booking needs nothing more: the account is made for them, without
 * a password. Enter moves on to the next field (the checkout's `nextFieldOnEnter`).
 */
export function GuestContactFields({ draft, update, errors, onLogIn }: Props) {
  const t = useTranslations('bookingForm.guest')
  return (
    <fieldset className="guest-contact">
      <legend className="field-label">{t('legend')}</legend>
      <p className="field-hint">
        {t('lead')}{' '}
        <button type="button" className="link-button" onClick={onLogIn}>
          {t('logIn')}
        </button>
      </p>
      <TextField
        id="booking-guest-name"
        label={t('name')}
        autoComplete="name"
        enterKeyHint="next"
        maxLength={100}
        value={draft.guestName}
        error={errors['guest.name']}
        onChange={(event) => update({ guestName: event.currentTarget.value, idempotencyKey: null })}
      />
      <TextField
        id="booking-guest-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        enterKeyHint="next"
        dir="ltr"
        maxLength={254}
        value={draft.guestEmail}
        error={errors['guest.email']}
        onChange={(event) =>
          update({ guestEmail: event.currentTarget.value, idempotencyKey: null })
        }
      />
      <TextField
        id="booking-guest-mobile"
        label={t('mobile')}
        hint={t('mobileHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        enterKeyHint="next"
        dir="ltr"
        maxLength={30}
        value={draft.guestMobile}
        error={errors['guest.mobile']}
        onChange={(event) =>
          update({ guestMobile: event.currentTarget.value, idempotencyKey: null })
        }
      />
    </fieldset>
  )
}
