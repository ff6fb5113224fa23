'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, useMemo, useRef, useState } from 'react'

import { formatCairoWallTime } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numerals'
import { telHref } from '@/components/layout/telephone'

import { ContactWays } from './ContactWays'
import { CountStepper } from './CountStepper'
import { DateTimeField } from './DateTimeField'
import type { BookingDraft } from './draft'
import type { FieldErrors } from './fields'
import { HotlineLink } from './HotlineLink'
import { BookingIcon } from './icons'
import type { PickupLimits } from './pickupTimes'
import { PlaceCombobox } from './PlaceCombobox'
import type { SearchableGroup } from './placeSearch'
import { dropoffChoices, routeStatus } from './reachability'
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
  /** The WhatsApp number in E.164, '' when there is none. */
  whatsapp: string
  onSubmit: () => void
  /**
   * The cars and prices of this very trip are shown under it (decision 0183: as soon as the trip
   * is complete): its "see prices" button gives way to them.
   */
  pricesShown: boolean
}

const LIMIT_NOTE = 'booking-counts-limit'

/** The region of the place chosen at the other end first: most trips stay inside one region. */
function regionFirst(groups: SearchableGroup[], code: string): SearchableGroup[] {
  const region = groups.find((group) => group.places.some((place) => place.code === code))
  if (!code || !region) return groups
  return [region, ...groups.filter((group) => group !== region)]
}

/**
 * A place box's change as the draft keeps it. A hotel (or landmark, terminal) chosen with the
 * place fills in the end's location name, unless the visitor wrote one of their own there.
 */
function placeChange(
  end: 'pickup' | 'dropoff',
  { code, text, named }: { code: string; text: string; named?: { id: number; name: string } },
  draft: BookingDraft,
): Partial<BookingDraft> {
  const location = draft[`${end}Location`]
  // The location still reads as the last named place chosen: it was filled in with it.
  const filledIn = draft[`${end}Named`] !== 0 && location === draft[`${end}Text`]
  const change: Partial<BookingDraft> = {
    [end]: code,
    [`${end}Text`]: text,
    [`${end}Named`]: named?.id ?? 0,
  }
  if (named && (location === '' || filledIn)) change[`${end}Location`] = named.name
  else if (!named && filledIn) change[`${end}Location`] = ''
  return change
}

/**
 * Step 1: one way or round trip, where from and to, when, and how many people and bags; the
 * cars that take them follow on the same screen (`BookingWidget`).
 */
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
  whatsapp,
  onSubmit,
  pricesShown,
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
  const pickupName = draft.pickup ? data.placeName(draft.pickup) : ''
  const dropoffGroups = useMemo(
    () =>
      dropoffChoices(
        regionFirst(data.dropoffGroups, draft.pickup),
        data.pickupGroups,
        draft.pickup,
        draft.tripType,
        t('unpricedFrom', { place: pickupName }),
      ),
    [data.dropoffGroups, data.pickupGroups, draft.pickup, draft.tripType, pickupName, t],
  )
  const route = routeStatus(data.pickupGroups, draft.pickup, draft.dropoff, draft.tripType)
  const places = { from: pickupName, to: draft.dropoff ? data.placeName(draft.dropoff) : '' }
  const routeNoticeRef = useRef<HTMLDivElement>(null)
  /** Bumped when a pickup is chosen and no drop-off is yet: the drop-off list opens. */
  const [dropoffRequest, setDropoffRequest] = useState(0)
  /** Bumped when a drop-off is chosen after the pickup and no day is yet: the calendar opens. */
  const [calendarRequest, setCalendarRequest] = useState(0)
  const number = (value: number) => formatNumber(value, locale)
  /** The hotline inside a sentence: a `tel:` link, its digits left to right. */
  const phone = (chunks: ReactNode) => (
    <a href={telHref(hotline)}>
      <bdi dir="ltr">{chunks}</bdi>
    </a>
  )
  // One car takes at most the largest car's passengers and bags; a larger group needs two.
  const personsMax = Math.max(capacity.persons, 1)
  const luggagesMax = Math.max(capacity.luggages, 0)
  const atLimit = draft.persons >= personsMax || (luggagesMax > 0 && draft.luggages >= luggagesMax)
  const returnEarliest =
    draft.execDay && draft.execTime ? { day: draft.execDay, time: draft.execTime } : limits.earliest

  return (
    <form
      className="booking-form"
      noValidate
      aria-busy={quoting}
      onSubmit={(event) => {
        event.preventDefault()
        if (route.status === 'unpriced' || route.status === 'nowhere') {
          // Nothing to price: the notice says so and how to book it instead.
          routeNoticeRef.current?.focus()
          return
        }
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
          named={draft.pickupNamed}
          text={draft.pickupText}
          onChange={(change) => update(placeChange('pickup', change, draft))}
          onChosen={() => {
            if (!draft.dropoff) setDropoffRequest((request) => request + 1)
          }}
          error={errors.pickupAddress ?? errors['namedPlaces.pickup'] ?? errors.addresses}
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
              pickupNamed: draft.dropoffNamed,
              dropoff: draft.pickup,
              dropoffText: draft.pickupText,
              dropoffNamed: draft.pickupNamed,
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
          named={draft.dropoffNamed}
          text={draft.dropoffText}
          onChange={(change) => update(placeChange('dropoff', change, draft))}
          onChosen={() => {
            if (draft.pickup && !draft.execDay) setCalendarRequest((request) => request + 1)
          }}
          openRequest={dropoffRequest}
          error={errors.dropoffAddress ?? errors['namedPlaces.dropoff']}
          unavailableNote={t('noFixedPrice')}
        />
      </div>
      {/* Always in the page, so that a route without a price is read out as soon as it is chosen. */}
      <div aria-live="polite" className="route-notice">
        {route.status === 'unpriced' || route.status === 'nowhere' ? (
          <div
            ref={routeNoticeRef}
            id="booking-route-notice"
            className="booking-info"
            tabIndex={-1}
          >
            <p>
              {route.status === 'nowhere'
                ? t('noRoutesFrom', places)
                : route.oneWayOnly
                  ? t('noReturnPrice', places)
                  : t('noRoutePrice', places)}
            </p>
            <ContactWays
              hotline={hotline}
              whatsapp={whatsapp}
              message={
                route.status === 'nowhere'
                  ? t('routeMessageFrom', places)
                  : t('routeMessage', {
                      ...places,
                      tripType: draft.tripType === 'round-trip' ? 'roundTrip' : 'oneWay',
                    })
              }
            />
          </div>
        ) : null}
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
          hint={
            <>
              {t('leadHint', {
                hours: minLeadHours,
                earliest: earliestText ?? '',
              })}{' '}
              {t.rich('soonerHint', { hotline, phone })}
            </>
          }
          tooSoon={t.rich('tooSoon', { earliest: earliestText ?? '', hotline, phone })}
          error={errors.execDate}
          openRequest={calendarRequest}
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
            tooSoon={t('returnTooSoon', {
              earliest:
                formatCairoWallTime(
                  `${returnEarliest.day}T${returnEarliest.time}`,
                  locale,
                  'date-time',
                ) ?? '',
            })}
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
          max={personsMax}
          onChange={(persons) => update({ persons })}
          decreaseLabel={t('personsFewer')}
          increaseLabel={t('personsMore')}
          error={errors.personsCount}
          noteId={atLimit ? LIMIT_NOTE : null}
        />
        <CountStepper
          id="booking-luggages"
          label={t('luggages')}
          icon="luggage"
          value={draft.luggages}
          min={0}
          max={luggagesMax}
          onChange={(luggages) => update({ luggages })}
          decreaseLabel={t('luggagesFewer')}
          increaseLabel={t('luggagesMore')}
          error={errors.luggagesCount}
          noteId={atLimit ? LIMIT_NOTE : null}
        />
      </div>
      {/* Always in the page, so that reaching a limit is read out when it happens. */}
      <div id={LIMIT_NOTE} className="count-limit" aria-live="polite">
        {atLimit ? (
          <div className="booking-info">
            <p>
              {[
                draft.persons >= personsMax
                  ? t('personsLimit', { count: personsMax, countText: number(personsMax) })
                  : '',
                luggagesMax > 0 && draft.luggages >= luggagesMax
                  ? t('luggagesLimit', { count: luggagesMax, countText: number(luggagesMax) })
                  : '',
              ]
                .filter(Boolean)
                .join(' ')}{' '}
              {t('groupWays')}
            </p>
            <ContactWays
              hotline={hotline}
              whatsapp={whatsapp}
              message={t('groupMessage', {
                personsText: number(draft.persons),
                luggagesText: number(draft.luggages),
              })}
            />
          </div>
        ) : null}
      </div>

      {quoteFailure ? (
        <div className="booking-failure" role="alert">
          <p>{quoteFailure}</p>
          <HotlineLink hotline={hotline} />
        </div>
      ) : null}

      {pricesShown ? null : (
        <button
          type="submit"
          className="button button-primary button-block booking-submit"
          aria-disabled={quoting || data.status !== 'ready'}
        >
          {quoting ? t('quoting') : t('submit')}
          {quoting ? null : <BookingIcon name="arrow" size={20} />}
        </button>
      )}
    </form>
  )
}
