import type { FieldHook, TextField } from 'payload'

import { adminText } from './adminText'

type Text = { en: string; ar: string }

const toUpperCase: FieldHook = ({ value }) => {
  if (typeof value !== 'string') return value
  const trimmed = value.trim().toUpperCase()
  return trimmed === '' ? null : trimmed
}

/**
 * An upper-case code (IATA, ISO 3166, a referral code): trimmed and upper-cased before it is
 * checked against `pattern`, unique in its collection. `immutable` codes are set when the
 * document is created and never change, because other records and links refer to them.
 */
export function upperCaseCodeField({
  name = 'code',
  label,
  pattern,
  hint,
  required = true,
  immutable = false,
}: {
  name?: string
  label: Text
  pattern: RegExp
  /** Shown under the field and as the validation message. */
  hint: Text
  required?: boolean
  immutable?: boolean
}): TextField {
  return {
    name,
    type: 'text',
    required,
    unique: true,
    index: true,
    label,
    hooks: { beforeValidate: [toUpperCase] },
    ...(immutable ? { access: { update: () => false } } : {}),
    admin: { position: 'sidebar', description: hint },
    validate: (value: unknown, { req }) => {
      if (value === null || value === undefined || value === '') {
        return required ? adminText(req, hint) : true
      }
      return typeof value === 'string' && pattern.test(value) ? true : adminText(req, hint)
    },
  }
}
