'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'

import { formatCairoWallTime } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'

import { CountStepper } from './CountStepper'
import { DateTimeField } from './DateTimeField'
import type { BookingDraft } from './draft'
import type { FieldErrors } from './fields'
import { HotlineLink } from './HotlineLink'
import { BookingIcon } from './icons'
import type { PickupLimits } from './pickupTimes'
import { PlaceCombobox } from './PlaceCombobox'
import type { SearchableGroup } from './placeSearch'
import type { BookingData } from './useBookingData'

type Props = {
  draft: BookingDraft
  update: (patch: Partial<BookingDraft>) => void
  errors: FieldErrors
  data: BookingData
  limits: PickupLimits
  capacity: { persons: number; luggages: number }
  minLeadHours: number
  quoting: boolean
  /** Why the last quote found nothing to sell (no price, no car large enough). */
  quoteFailure: string | null
  hotline: string
  onSubmit: () => void
}

/** The region of the place chosen at the other end first: most trips stay inside one region. */
function regionFirst(groups: SearchableGroup[], code: string): SearchableGroup[] {
  const region = groups.find((group) => group.places.some((place) => place.code === code))
  if (!code || !region) return groups
  return [region, ...groups.filter((group) => group !== region)]
}

/** Step 1: one way or round trip, where from and to, when, and how many people and bags. */
export function TripStep({
  draft,
  update,
  errors,
  data,
  limits,
  capacity,
  minLeadHours,
  quoting,
  quoteFailure,
  hotline,
  onSubmit,
}: Props) {
  const t = useTranslations('bookingForm.trip')
  const locale = useLocale() as Locale
  const earliestText = formatCairoWallTime(
    `${limits.earliest.day}T${limits.earliest.time}`,
    locale,
    'date-time',
  )
  const pickupGroups = useMemo(
    () => regionFirst(data.pickupGroups, draft.dropoff),
    [data.pickupGroups, draft.dropoff],
  )
  const dropoffGroups = useMemo(
    () => regionFirst(data.dropoffGroups, draft.pickup),
    [data.dropoffGroups, draft.pickup],
  )
  const returnEarliest =
    draft.execDay && draft.execTime ? { day: draft.execDay, time: draft.execTime } : limits.earliest

  return (
    <form
      className="booking-form"
      noValidate
      aria-busy={quoting}
      onSubmit={(event) => {
        event.preventDefault()
        if (!quoting && data.status === 'ready') onSubmit()
      }}
    >
      <fieldset className="trip-type">
        <legend className="visually-hidden">{t('tripType')}</legend>
        {(['one-way', 'round-trip'] as const).map((type) => (
          <label key={type} className="trip-type-option">
            <input
              id={`booking-trip-${type}`}
              type="radio"
              name="tripType"
              value={type}
              checked={draft.tripType === type}
              onChange={() => update({ tripType: type })}
            />
            <span>{type === 'one-way' ? t('oneWay') : t('roundTrip')}</span>
          </label>
        ))}
      </fieldset>

      <div className="places">
        <PlaceCombobox
          id="booking-pickup"
          label={t('pickup')}
          placeholder={t('placePlaceholder')}
          groups={pickupGroups}
          value={draft.pickup}
          text={draft.pickupText}
          onChange={({ code, text }) => update({ pickup: code, pickupText: text })}
          error={errors.pickupAddress ?? errors.addresses}
        />
        <button
          type="button"
          className="swap-button"
          aria-label={t('swap')}
          title={t('swap')}
          onClick={() =>
            update({
              pickup: draft.dropoff,
              pickupText: draft.dropoffText,
              dropoff: draft.pickup,
              dropoffText: draft.pickupText,
              pickupLocation: draft.dropoffLocation,
              dropoffLocation: draft.pickupLocation,
            })
          }
        >
          <BookingIcon name="swap" size={20} />
        </button>
        <PlaceCombobox
          id="booking-dropoff"
          label={t('dropoff')}
          placeholder={t('placePlaceholder')}
          groups={dropoffGroups}
          value={draft.dropoff}
          text={draft.dropoffText}
          onChange={({ code, text }) => update({ dropoff: code, dropoffText: text })}
          error={errors.dropoffAddress}
        />
      </div>

      <div className="when">
        <DateTimeField
          id="booking-exec"
          legend={t('pickupWhen')}
          day={draft.execDay}
          time={draft.execTime}
          onChange={(change) =>
            update({
              ...(change.day !== undefined ? { execDay: change.day } : {}),
              ...(change.time !== undefined ? { execTime: change.time } : {}),
            })
          }
          earliest={limits.earliest}
          lastDay={limits.lastDay}
          hint={t('leadHint', {
            hours: minLeadHours,
            earliest: earliestText ?? '',
          })}
          error={errors.execDate}
        />
        {draft.tripType === 'round-trip' ? (
          <DateTimeField
            id="booking-return"
            legend={t('returnWhen')}
            day={draft.returnDay}
            time={draft.returnTime}
            onChange={(change) =>
              update({
                ...(change.day !== undefined ? { returnDay: change.day } : {}),
                ...(change.time !== undefined ? { returnTime: change.time } : {}),
              })
            }
            earliest={returnEarliest}
            strictlyAfter={returnEarliest !== limits.earliest}
            lastDay={limits.lastDay}
            hint={t('returnHint')}
            error={errors.returningDate}
          />
        ) : null}
      </div>

      <div className="counts">
        <CountStepper
          id="booking-persons"
          label={t('persons')}
          icon="users"
          value={draft.persons}
          min={1}
          max={Math.max(capacity.persons, draft.persons)}
          onChange={(persons) => update({ persons })}
          decreaseLabel={t('personsFewer')}
          increaseLabel={t('personsMore')}
          error={errors.personsCount}
        />
        <CountStepper
          id="booking-luggages"
          label={t('luggages')}
          icon="luggage"
          value={draft.luggages}
          min={0}
          max={Math.max(capacity.luggages, draft.luggages)}
          onChange={(luggages) => update({ luggages })}
          decreaseLabel={t('luggagesFewer')}
          increaseLabel={t('luggagesMore')}
          error={errors.luggagesCount}
        />
      </div>

      {quoteFailure ? (
        <div className="booking-failure" role="alert">
          <p>{quoteFailure}</p>
          <HotlineLink hotline={hotline} />
        </div>
      ) : null}

      <button
        type="submit"
        className="button button-primary button-block booking-submit"
        aria-disabled={quoting || data.status !== 'ready'}
      >
        {quoting ? t('quoting') : t('submit')}
        {quoting ? null : <BookingIcon name="arrow" size={20} />}
      </button>
    </form>
  )
}
