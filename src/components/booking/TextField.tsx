import type { InputHTMLAttributes } from 'react'

import { describedBy, FieldError } from './FieldError'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: string
  hint?: string
  error?: string | null
}

/** A labelled input with its hint and error, both linked with `aria-describedby`. */
export function TextField({ id, label, hint, error, ...input }: Props) {
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
