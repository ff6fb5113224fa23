'use client'

import { TextInput, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { toAsciiDigits } from '@/lib/digits'
import { egpToPiasters, isPiasters, piastersToPoundsText } from '@/booking/money'

/**
 * What the form holds while the text is not an amount: a value the field's validation always
 * refuses. (A string would be read with parseFloat on the server: "1,250" would become 1.)
 */
export const UNREADABLE_AMOUNT = -1

/** The typed text as piasters: pounds with up to two decimals, thousands commas and Arabic digits allowed. */
export function readPounds(text: string): number | null | typeof UNREADABLE_AMOUNT {
  const plain = toAsciiDigits(text)
    .replace(/[,\u066c\s]/g, '')
    .replace('\u066b', '.')
  if (plain === '') return null
  try {
    return egpToPiasters(plain)
  } catch {
    return UNREADABLE_AMOUNT
  }
}

/**
 * The admin input of a piasters field: staff type pounds ("1250" or "1250.50"), the field stores
 * whole piasters (125050). The text is converted as decimal text, never through float maths.
 */
export const PoundsInput: NumberFieldClientComponent = ({ field, path, readOnly }) => {
  const fieldPath = path ?? field.name
  const { value, setValue, showError, disabled } = useField<number | null>({ path: fieldPath })
  const [text, setText] = useState(() => (isPiasters(value) ? piastersToPoundsText(value) : ''))

  // A value set from outside (a reset, another document) replaces the text; typing does not.
  useEffect(() => {
    if (value === UNREADABLE_AMOUNT || readPounds(text) === (value ?? null)) return
    setText(isPiasters(value) ? piastersToPoundsText(value) : '')
    // Only a change of the value may rewrite the text, never a keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value])

  return (
    <TextInput
      path={fieldPath}
      label={field.label}
      required={field.required}
      description={field.admin?.description}
      readOnly={readOnly || disabled}
      showError={showError}
      value={text}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value)
        setValue(readPounds(event.target.value))
      }}
      htmlAttributes={{ autoComplete: 'off' }}
      placeholder="EGP"
    />
  )
}
