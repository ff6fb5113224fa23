/** A field's error, linked to the field with `aria-describedby` (id `${fieldId}-error`). */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string | null }) {
  if (!message) return null
  return (
    <p id={`${fieldId}-error`} className="field-error">
      {message}
    </p>
  )
}

/** The `aria-describedby` of a field: its hint and its error, when shown. */
export function describedBy(
  fieldId: string,
  { hint, error }: { hint?: boolean; error?: string | null },
): string | undefined {
  const ids = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}
