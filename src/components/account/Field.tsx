import type { InputHTMLAttributes, ReactNode } from 'react'

import { describedBy, FieldError } from '@/components/booking/FieldError'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  hint?: ReactNode
  id: string
  /** The field's refusal, shown beside it (as the booking's fields show theirs). */
  error?: string | null
}

/** A labelled input with its hint and error, both linked with `aria-describedby`. */
export function Field({ label, hint, id, error, ...input }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError fieldId={id} message={error} />
    </div>
  )
}

export function FormMessage({
  error,
  success,
}: {
  error?: string | null
  success?: string | null
}) {
  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    )
  }
  if (success) {
    return (
      <p className="form-success" role="status">
        {success}
      </p>
    )
  }
  return null
}
