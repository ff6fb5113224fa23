'use client'

import { type FormEvent, useState } from 'react'

import { callApi } from '@/components/apiClient'
import { DateTimeField } from '@/components/booking/DateTimeField'
import type { PickupLimits } from '@/components/booking/pickupTimes'
import { TextField } from '@/components/booking/TextField'
import { FieldError } from '@/components/booking/FieldError'
import { useRouter } from '@/i18n/navigation'
import type { ChangeField } from '@/manage/selfChange'

export type SelfChangeTexts = {
  open: string
  pickupAt: string
  returnAt: string
  arrivalFlight: string
  departureFlight: string
  someoneElse: string
  passengerName: string
  passengerPhone: string
  pickupName: string
  dropoffName: string
  notes: string
  save: string
  saving: string
  close: string
  saved: string
  network: string
}

/** The booking's details as they are, in the form's terms (times as Cairo wall times). */
export type ChangeValues = {
  execDate: string
  returningDate: string | null
  arrivalFlightNumber: string | null
  departureFlightNumber: string | null
  passenger: { name: string; phone: string } | null
  locationNames: { pickup: string | null; dropoff: string | null }
  notes: string | null
}

type Form = {
  execDay: string
  execTime: string
  returnDay: string
  returnTime: string
  arrivalFlightNumber: string
  departureFlightNumber: string
  someoneElse: boolean
  passengerName: string
  passengerPhone: string
  pickupName: string
  dropoffName: string
  notes: string
}

const formOf = (values: ChangeValues): Form => ({
  execDay: values.execDate.slice(0, 10),
  execTime: values.execDate.slice(11, 16),
  returnDay: values.returningDate?.slice(0, 10) ?? '',
  returnTime: values.returningDate?.slice(11, 16) ?? '',
  arrivalFlightNumber: values.arrivalFlightNumber ?? '',
  departureFlightNumber: values.departureFlightNumber ?? '',
  someoneElse: values.passenger !== null,
  passengerName: values.passenger?.name ?? '',
  passengerPhone: values.passenger?.phone ?? '',
  pickupName: values.locationNames.pickup ?? '',
  dropoffName: values.locationNames.dropoff ?? '',
  notes: values.notes ?? '',
})

const orNull = (text: string) => (text.trim() === '' ? null : text)

/** Only what the customer changed goes to the server: a field left alone is not sent. */
function changesOf(form: Form, start: Form, open: ReadonlySet<ChangeField>) {
  const changes: Record<string, unknown> = {}
  const changed = (...keys: (keyof Form)[]) => keys.some((key) => form[key] !== start[key])
  if (open.has('execDate') && changed('execDay', 'execTime')) {
    changes.execDate = `${form.execDay}T${form.execTime}`
  }
  if (open.has('returningDate') && changed('returnDay', 'returnTime')) {
    changes.returningDate = `${form.returnDay}T${form.returnTime}`
  }
  if (open.has('arrivalFlightNumber') && changed('arrivalFlightNumber')) {
    changes.arrivalFlightNumber = orNull(form.arrivalFlightNumber)
  }
  if (open.has('departureFlightNumber') && changed('departureFlightNumber')) {
    changes.departureFlightNumber = orNull(form.departureFlightNumber)
  }
  if (open.has('passenger') && changed('someoneElse', 'passengerName', 'passengerPhone')) {
    changes.passenger = form.someoneElse
      ? { name: form.passengerName, phone: form.passengerPhone }
      : null
  }
  const names: Record<string, string | null> = {}
  if (open.has('pickupLocationName') && changed('pickupName')) {
    names.pickup = orNull(form.pickupName)
  }
  if (open.has('dropoffLocationName') && changed('dropoffName')) {
    names.dropoff = orNull(form.dropoffName)
  }
  if (Object.keys(names).length > 0) changes.locationNames = names
  if (open.has('notes') && changed('notes')) changes.notes = orNull(form.notes)
  return changes
}

/** The request's field of each refusal, as the form names its own inputs. */
const FIELD_IDS: Record<string, string> = {
  execDate: 'change-exec',
  returningDate: 'change-return',
  arrivalFlightNumber: 'change-arrival-flight',
  departureFlightNumber: 'change-departure-flight',
  'passenger.name': 'change-passenger-name',
  'passenger.phone': 'change-passenger-phone',
  passenger: 'change-passenger-name',
  'locationNames.pickup': 'change-pickup-name',
  'locationNames.dropoff': 'change-dropoff-name',
  notes: 'change-notes',
}

/**
 * The customer's own change of what does not change the price (decision 0155): the fields still
 * open, filled with the booking as it is; only what was changed is sent
 * (`POST /api/manage/change`), the server checks every rule and the page is read again.
 */
export function SelfChange({
  booking,
  open: openFields,
  values,
  airports,
  limits,
  texts,
}: {
  booking: { token: string } | { reservationNumber: string }
  open: ChangeField[]
  values: ChangeValues
  airports: { pickup: boolean; dropoff: boolean }
  /** The earliest pickup the lead time allows, and the last day (less than a year ahead). */
  limits: PickupLimits
  texts: SelfChangeTexts
}) {
  const router = useRouter()
  const open = new Set(openFields)
  const start = formOf(values)
  const [editing, setEditing] = useState(false)
  const [form, setForm] = useState(start)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    setPending(true)
    setError(null)
    setFieldErrors({})
    const answer = await callApi<{ changed: string[] }>('/api/manage/change', {
      method: 'POST',
      body: { ...booking, changes: changesOf(form, start, open) },
    })
    setPending(false)
    if (answer.ok) {
      setSaved(true)
      setEditing(false)
      router.refresh()
      return
    }
    const failure = answer.failure
    if (!failure) {
      setError(texts.network)
      return
    }
    const byField: Record<string, string> = {}
    for (const issue of failure.issues) {
      const id = FIELD_IDS[issue.field]
      if (id && !byField[id]) byField[id] = issue.message
    }
    setFieldErrors(byField)
    if (Object.keys(byField).length === 0) setError(failure.message)
  }

  if (!editing) {
    return (
      <>
        {saved ? (
          <p className="form-success" role="status" data-testid="self-change-saved">
            {texts.saved}
          </p>
        ) : null}
        <div className="booking-actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setForm(formOf(values))
              setSaved(false)
              setEditing(true)
            }}
          >
            {texts.open}
          </button>
        </div>
      </>
    )
  }

  return (
    <form className="self-change-form" onSubmit={(event) => void submit(event)} noValidate>
      {open.has('execDate') ? (
        <DateTimeField
          id="change-exec"
          legend={texts.pickupAt}
          day={form.execDay}
          time={form.execTime}
          onChange={({ day, time }) =>
            set({ ...(day ? { execDay: day } : {}), ...(time ? { execTime: time } : {}) })
          }
          earliest={limits.earliest}
          lastDay={limits.lastDay}
          error={fieldErrors['change-exec']}
        />
      ) : null}
      {open.has('returningDate') ? (
        <DateTimeField
          id="change-return"
          legend={texts.returnAt}
          day={form.returnDay}
          time={form.returnTime}
          onChange={({ day, time }) =>
            set({ ...(day ? { returnDay: day } : {}), ...(time ? { returnTime: time } : {}) })
          }
          earliest={limits.earliest}
          lastDay={limits.lastDay}
          error={fieldErrors['change-return']}
        />
      ) : null}
      {open.has('arrivalFlightNumber') && (values.arrivalFlightNumber || airports.pickup) ? (
        <TextField
          id="change-arrival-flight"
          label={texts.arrivalFlight}
          dir="ltr"
          autoCapitalize="characters"
          maxLength={12}
          value={form.arrivalFlightNumber}
          error={fieldErrors['change-arrival-flight']}
          onChange={(event) => set({ arrivalFlightNumber: event.currentTarget.value })}
        />
      ) : null}
      {open.has('departureFlightNumber') && (values.departureFlightNumber || airports.dropoff) ? (
        <TextField
          id="change-departure-flight"
          label={texts.departureFlight}
          dir="ltr"
          autoCapitalize="characters"
          maxLength={12}
          value={form.departureFlightNumber}
          error={fieldErrors['change-departure-flight']}
          onChange={(event) => set({ departureFlightNumber: event.currentTarget.value })}
        />
      ) : null}
      {open.has('pickupLocationName') && !airports.pickup ? (
        <TextField
          id="change-pickup-name"
          label={texts.pickupName}
          maxLength={200}
          value={form.pickupName}
          error={fieldErrors['change-pickup-name']}
          onChange={(event) => set({ pickupName: event.currentTarget.value })}
        />
      ) : null}
      {open.has('dropoffLocationName') && !airports.dropoff ? (
        <TextField
          id="change-dropoff-name"
          label={texts.dropoffName}
          maxLength={200}
          value={form.dropoffName}
          error={fieldErrors['change-dropoff-name']}
          onChange={(event) => set({ dropoffName: event.currentTarget.value })}
        />
      ) : null}
      {open.has('passenger') ? (
        <>
          <div className="choice">
            <label>
              <input
                type="checkbox"
                checked={form.someoneElse}
                onChange={(event) => set({ someoneElse: event.currentTarget.checked })}
              />{' '}
              {texts.someoneElse}
            </label>
          </div>
          {form.someoneElse ? (
            <>
              <TextField
                id="change-passenger-name"
                label={texts.passengerName}
                autoComplete="off"
                maxLength={100}
                value={form.passengerName}
                error={fieldErrors['change-passenger-name']}
                onChange={(event) => set({ passengerName: event.currentTarget.value })}
              />
              <TextField
                id="change-passenger-phone"
                label={texts.passengerPhone}
                type="tel"
                dir="ltr"
                autoComplete="off"
                maxLength={40}
                value={form.passengerPhone}
                error={fieldErrors['change-passenger-phone']}
                onChange={(event) => set({ passengerPhone: event.currentTarget.value })}
              />
            </>
          ) : null}
        </>
      ) : null}
      {open.has('notes') ? (
        <div className="field">
          <label htmlFor="change-notes">{texts.notes}</label>
          <textarea
            id="change-notes"
            maxLength={1000}
            rows={3}
            value={form.notes}
            aria-invalid={fieldErrors['change-notes'] ? true : undefined}
            onChange={(event) => set({ notes: event.currentTarget.value })}
          />
          <FieldError fieldId="change-notes" message={fieldErrors['change-notes']} />
        </div>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="booking-actions">
        <button type="submit" className="button button-primary" aria-disabled={pending}>
          {pending ? texts.saving : texts.save}
        </button>
        <button
          type="button"
          className="button"
          disabled={pending}
          onClick={() => {
            setEditing(false)
            setFieldErrors({})
            setError(null)
          }}
        >
          {texts.close}
        </button>
      </div>
    </form>
  )
}
