'use client'

import { type FormEvent, useState } from 'react'

import { callApi } from '@/components/apiClient'
import { describedBy, FieldError } from '@/components/booking/FieldError'
import { useHydrated } from '@/components/useHydrated'
import { useRouter } from '@/i18n/navigation'

/** The form's texts, written on the server in the page's language (no catalogue in the browser). */
export type ReviewFormLabels = {
  driver: string
  service: string
  /** "1 star" ... "5 stars", the radio buttons' names. */
  stars: [string, string, string, string, string]
  comment: string
  commentHint: string
  name: string
  nameHint: string
  submit: string
  sending: string
  network: string
  fixFields: string
}

type Field = 'driverStars' | 'serviceStars' | 'comment' | 'displayName'

const STAR_VALUES = [1, 2, 3, 4, 5] as const

/**
 * One rating as a radio group (issue 33 item 5): a fieldset named by its question, five radio
 * buttons named "1 star" to "5 stars", so a keyboard moves with the arrows and a screen reader
 * reads the choice. The stars are drawn from the inline start, so they run right to left in Arabic.
 */
function StarRating({
  name,
  legend,
  labels,
  value,
  onChange,
  error,
}: {
  name: Field
  legend: string
  labels: ReviewFormLabels['stars']
  value: number
  onChange: (value: number) => void
  error?: string
}) {
  const id = `review-${name}`
  return (
    <fieldset
      className="star-rating"
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={id}
    >
      <legend>{legend}</legend>
      <div className="star-rating__stars">
        {STAR_VALUES.map((stars) => (
          <span key={stars} className="star-rating__star">
            <input
              type="radio"
              id={`${id}-${stars}`}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="visually-hidden"
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${id}-${stars}`} className={stars <= value ? 'is-on' : undefined}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{labels[stars - 1]}</span>
            </label>
          </span>
        ))}
      </div>
      <FieldError fieldId={id} message={error} />
    </fieldset>
  )
}

/**
 * The review form behind the review request's link (issue 33 item 5; decision 0161): two ratings,
 * a comment and the name to show, sent to `POST /api/review`. Each refused field shows its own
 * message; once sent (or if the booking was reviewed meanwhile) the page is read again and shows
 * the review given. The button works once the page is hydrated.
 */
export function ReviewForm({
  token,
  locale,
  labels,
  commentMax,
  nameMax,
}: {
  token: string
  locale: string
  labels: ReviewFormLabels
  commentMax: number
  nameMax: number
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [pending, setPending] = useState(false)
  const [driverStars, setDriverStars] = useState(0)
  const [serviceStars, setServiceStars] = useState(0)
  const [errors, setErrors] = useState<{ form?: string; fields: Partial<Record<Field, string>> }>({
    fields: {},
  })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = new FormData(event.currentTarget)
    setPending(true)
    const answer = await callApi<{ review: unknown }>(`/api/review?lang=${locale}`, {
      method: 'POST',
      body: {
        token,
        // 0 (nothing chosen) is refused by the server with the field's own message.
        driverStars,
        serviceStars,
        comment: String(form.get('comment') ?? ''),
        displayName: String(form.get('displayName') ?? ''),
      },
    })
    setPending(false)
    if (answer.ok || answer.failure?.code === 'already-reviewed') {
      router.refresh()
      if (answer.ok) return
    }
    const failure = answer.ok ? null : answer.failure
    const fields = Object.fromEntries(
      (failure?.issues ?? []).map((issue) => [issue.field, issue.message]),
    ) as Partial<Record<Field, string>>
    const first = (['driverStars', 'serviceStars', 'comment', 'displayName'] as const).find(
      (field) => fields[field],
    )
    setErrors({
      form: first ? labels.fixFields : (failure?.message ?? labels.network),
      fields,
    })
    if (first) {
      const target =
        first === 'driverStars' || first === 'serviceStars'
          ? `review-${first}-${Math.max(1, first === 'driverStars' ? driverStars : serviceStars)}`
          : `review-${first}`
      document.getElementById(target)?.focus()
    }
  }

  return (
    <form className="form-card review-form" noValidate onSubmit={submit}>
      {errors.form ? (
        <p className="field-error" role="alert" data-testid="review-form-error">
          {errors.form}
        </p>
      ) : null}
      <StarRating
        name="driverStars"
        legend={labels.driver}
        labels={labels.stars}
        value={driverStars}
        onChange={setDriverStars}
        error={errors.fields.driverStars}
      />
      <StarRating
        name="serviceStars"
        legend={labels.service}
        labels={labels.stars}
        value={serviceStars}
        onChange={setServiceStars}
        error={errors.fields.serviceStars}
      />
      <div className="field">
        <label htmlFor="review-comment">{labels.comment}</label>
        <textarea
          id="review-comment"
          name="comment"
          rows={5}
          maxLength={commentMax}
          aria-invalid={errors.fields.comment ? true : undefined}
          aria-describedby={describedBy('review-comment', {
            hint: true,
            error: errors.fields.comment,
          })}
        />
        <p id="review-comment-hint" className="field-hint">
          {labels.commentHint}
        </p>
        <FieldError fieldId="review-comment" message={errors.fields.comment} />
      </div>
      <div className="field">
        <label htmlFor="review-displayName">{labels.name}</label>
        <input
          id="review-displayName"
          name="displayName"
          autoComplete="given-name"
          required
          maxLength={nameMax}
          aria-invalid={errors.fields.displayName ? true : undefined}
          aria-describedby={describedBy('review-displayName', {
            hint: true,
            error: errors.fields.displayName,
          })}
        />
        <p id="review-displayName-hint" className="field-hint">
          {labels.nameHint}
        </p>
        <FieldError fieldId="review-displayName" message={errors.fields.displayName} />
      </div>
      <button
        type="submit"
        className="button button-primary"
        disabled={!hydrated}
        aria-disabled={pending || undefined}
      >
        {pending ? labels.sending : labels.submit}
      </button>
    </form>
  )
}
