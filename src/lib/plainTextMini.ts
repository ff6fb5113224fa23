import * as z from 'zod/mini'

import { isPlainText, type PlainTextOptions } from './plainTextRule'

/**
 * `plainText` for the schemas the browser runs too (the booking's, `src/booking/validation.ts`),
 * in zod's smaller form (about a fifth of the size the booking island would otherwise carry): a
 * string that refuses control characters with the field's own message. Add the field's other
 * rules with `.check(z.trim(), z.minLength(1, key))`.
 */
export const plainTextMini = (message: string, options: PlainTextOptions = {}) =>
  z
    .string({ error: message })
    .check(z.refine((value) => isPlainText(value, options), options.invalid ?? message))
