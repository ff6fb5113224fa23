import * as z from 'zod'

import { isPlainText, type PlainTextOptions } from './plainTextRule'

/**
 * A zod string that refuses control characters with the field's own message (`message`, a
 * catalogue key or a domain's error code), which is also its message when the value is no string.
 * Chain the field's other rules after it (`plainText(key).trim().min(1, key)`).
 */
export const plainText = (message: string, options: PlainTextOptions = {}) =>
  z
    .string({ error: message })
    .refine((value) => isPlainText(value, options), options.invalid ?? message)
