'use client'

import { useLocale, useTranslations } from 'next-intl'

import { BOOKING_TEXT_LIMITS } from '@/booking/validation'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { flightsNeeded } from './bookingPayload'
import type { BookingDraft } from './draft'
import type { FieldErrors } from './fields'
import { describedBy, FieldError } from './FieldError'
import { TextField } from './TextField'
import type { Airline } from './types'

type Props = {
  draft: BookingDraft
  update: (patch: Partial<BookingDraft>) => void
  errors: FieldErrors
  isAirport: (code: string) => boolean
  placeName: (code: string) => string
  airlines: Airline[]
}

/** Airline codes as suggestions for a flight number at one airport ("MS" - EgyptAir). */
function AirlineSuggestions({
  id,
  airport,
  airlines,
}: {
  id: string
  airport: string
  airlines: Airline[]
}) {
  const locale = useLocale() as Locale
  return (
    <datalist id={id}>
      {airlines
        .filter((airline) => airline.airports.includes(airport))
        .map((airline) => (
          <option key={airline.code} value={airline.code}>
            {airline.names[locale]}
          </option>
        ))}
    </datalist>
  )
}

/**
 * The checkout's first part, what the driver needs: the flight numbers where the trip meets a
 * plane (arrival when a leg starts at an airport, departure when one ends there), the hotel or
 * street elsewhere, the passenger when booking for someone else, and notes.
 */
export function DetailsFields({ draft, update, errors, isAirport, placeName, airlines }: Props) {
  const t = useTranslations('bookingForm.details')
  const flights = flightsNeeded(draft, isAirport)
  const roundTrip = draft.tripType === 'round-trip'
  // The airport where the arriving flight lands, and where the departing one leaves from.
  const arrivalAirport = isAirport(draft.pickup) ? draft.pickup : draft.dropoff
  const departureAirport = isAirport(draft.dropoff) ? draft.dropoff : draft.pickup
  const pickupNeedsAddress = !isAirport(draft.pickup)
  const dropoffNeedsAddress = !isAirport(draft.dropoff)
  const notesError = errors.notes

  return (
    <>
      {flights.arrival || flights.departure ? (
        <div className="form-group">
          {flights.arrival ? (
            <>
              <TextField
                id="booking-arrival-flight"
                enterKeyHint="next"
                label={t('arrivalFlight')}
                hint={t(
                  roundTrip && !isAirport(draft.pickup) ? 'arrivalHintReturn' : 'arrivalHint',
                  {
                    airport: placeName(arrivalAirport),
                  },
                )}
                error={errors.arrivalFlightNumber}
                value={draft.arrivalFlightNumber}
                onChange={(event) => update({ arrivalFlightNumber: event.target.value })}
                list="booking-arrival-airlines"
                placeholder="MS 985"
                dir="ltr"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={12}
              />
              <AirlineSuggestions
                id="booking-arrival-airlines"
                airport={arrivalAirport}
                airlines={airlines}
              />
            </>
          ) : null}
          {flights.departure ? (
            <>
              <TextField
                id="booking-departure-flight"
                enterKeyHint="next"
                label={t('departureFlight')}
                hint={t(
                  roundTrip && !isAirport(draft.dropoff) ? 'departureHintReturn' : 'departureHint',
                  { airport: placeName(departureAirport) },
                )}
                error={errors.departureFlightNumber}
                value={draft.departureFlightNumber}
                onChange={(event) => update({ departureFlightNumber: event.target.value })}
                list="booking-departure-airlines"
                placeholder="MS 986"
                dir="ltr"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={12}
              />
              <AirlineSuggestions
                id="booking-departure-airlines"
                airport={departureAirport}
                airlines={airlines}
              />
            </>
          ) : null}
        </div>
      ) : null}

      {pickupNeedsAddress || dropoffNeedsAddress ? (
        <div className="form-group">
          {pickupNeedsAddress ? (
            <TextField
              id="booking-pickup-location"
              enterKeyHint="next"
              label={t('pickupLocation', { place: placeName(draft.pickup) })}
              hint={t('locationHint')}
              error={errors['locationNames.pickup'] ?? errors.locationNames}
              value={draft.pickupLocation}
              onChange={(event) => update({ pickupLocation: event.target.value })}
              autoComplete="street-address"
              maxLength={BOOKING_TEXT_LIMITS.locationName}
            />
          ) : null}
          {dropoffNeedsAddress ? (
            <TextField
              id="booking-dropoff-location"
              enterKeyHint="next"
              label={t('dropoffLocation', { place: placeName(draft.dropoff) })}
              hint={t('locationHint')}
              error={errors['locationNames.dropoff'] ?? errors.locationNames}
              value={draft.dropoffLocation}
              onChange={(event) => update({ dropoffLocation: event.target.value })}
              autoComplete={pickupNeedsAddress ? 'off' : 'street-address'}
              maxLength={BOOKING_TEXT_LIMITS.locationName}
            />
          ) : null}
        </div>
      ) : null}

      <div className="form-group">
        <label className="check-field">
          <input
            id="booking-another"
            type="checkbox"
            checked={draft.isAnotherPassengers}
            onChange={(event) => update({ isAnotherPassengers: event.target.checked })}
          />
          <span>{t('anotherPassenger')}</span>
        </label>
        {draft.isAnotherPassengers ? (
          <div className="passenger-fields">
            <TextField
              id="booking-passenger-name"
              enterKeyHint="next"
              label={t('passengerName')}
              error={errors.passengerName}
              value={draft.passengerName}
              onChange={(event) => update({ passengerName: event.target.value })}
              autoComplete="off"
              maxLength={BOOKING_TEXT_LIMITS.passengerName}
            />
            <TextField
              id="booking-passenger-phone"
              enterKeyHint="next"
              label={t('passengerPhone')}
              hint={t('passengerPhoneHint')}
              error={errors.passengerPhone}
              value={draft.passengerPhone}
              onChange={(event) => update({ passengerPhone: event.target.value })}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              dir="ltr"
              maxLength={40}
            />
          </div>
        ) : null}
      </div>

      <div className="field">
        <label htmlFor="booking-notes">{t('notes')}</label>
        <textarea
          id="booking-notes"
          rows={3}
          value={draft.notes}
          onChange={(event) => update({ notes: event.target.value })}
          maxLength={BOOKING_TEXT_LIMITS.notes}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={describedBy('booking-notes', { hint: true, error: notesError })}
        />
        <p id="booking-notes-hint" className="field-hint">
          {t('notesHint')}
        </p>
        <FieldError fieldId="booking-notes" message={notesError} />
      </div>
    </>
  )
}

/** The terms, accepted right above the booking button. */
export function TermsField({ draft, update, errors }: Pick<Props, 'draft' | 'update' | 'errors'>) {
  const t = useTranslations('bookingForm.details')
  const nav = useTranslations('nav')
  const termsError = errors.acceptedTerms
  return (
    <div className="field">
      <div className="check-field">
        <input
          id="booking-terms"
          type="checkbox"
          checked={draft.acceptedTerms}
          onChange={(event) => update({ acceptedTerms: event.target.checked })}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={describedBy('booking-terms', { error: termsError })}
        />
        <label htmlFor="booking-terms">
          {t.rich('terms', {
            link: (chunks) => (
              <Link href="/terms" target="_blank" rel="noopener noreferrer">
                {chunks}
                <span className="visually-hidden"> {nav('opensInNewTab')}</span>
              </Link>
            ),
          })}
        </label>
      </div>
      <FieldError fieldId="booking-terms" message={termsError} />
    </div>
  )
}
