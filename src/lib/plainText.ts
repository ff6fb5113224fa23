import * as z from 'zod'

/**
 * Text a person can type: no C0 control characters (NUL, which PostgreSQL refuses, escape,
 * backspace, ...) nor DEL; a multi-line text (notes, a message) may hold tabs and line breaks.
 * The one rule for every text a request brings (bodies, path and query parameters).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export type PlainTextOptions = {
  /** Tabs and line breaks allowed. */
  multiline?: boolean
  /** The message for control characters when it is not the field's `message`. */
  invalid?: string
}

export function isPlainText(
  value: string,
  { multiline = false }: Pick<PlainTextOptions, 'multiline'> = {},
): boolean {
  return !(multiline ? CONTROL_BUT_LINES : CONTROL).test(value)
}

/**
 * A zod string that refuses control characters with the field's own message (`message`, a
 * catalogue key or a domain's error code), which is also its message when the value is no string.
 * Chain the field's other rules after it (`plainText(key).trim().min(1, key)`).
 */
export const plainText = (message: string, options: PlainTextOptions = {}) =>
  z
    .string({ error: message })
    .refine((value) => isPlainText(value, options), options.invalid ?? message)
