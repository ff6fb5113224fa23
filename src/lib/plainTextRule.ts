/**
 * The rule of `plainText` and `plainTextMini` without zod, so that the browser's copy of the
 * booking's rules (`src/booking/validation.ts`, on `zod/mini`) does not bring zod's full build
 * along with it.
 */

/**
 * Text a person can type, the one rule for every text a request brings (bodies, path and query
 * parameters; decisions 0065, 0116, 0174). Refused:
 * - the C0 controls (NUL, which PostgreSQL refuses, escape, backspace, ...), DEL and the C1
 *   controls U+0080-U+009F (NEL U+0085 among them: a line break to some readers, not to others);
 * - the line and paragraph separators U+2028 and U+2029 (line breaks no keyboard types, which the
 *   CSV, emails and SMS show each their own way);
 * - a lone surrogate (half of a UTF-16 pair: no character; stored, it would become U+FFFD).
 * A multi-line text (notes, a message, a review) may hold tabs and line breaks (CR, LF).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/
/** In a `u` pattern a surrogate pair is one code point, so this finds only a lone half. */
const LONE_SURROGATE = /[\ud800-\udfff]/u

/**
 * The bidi formatting controls: embeddings and overrides (U+202A-U+202E) and isolates
 * (U+2066-U+2069). They reorder the text around them where it is shown (the CSV, emails,
 * vouchers, SMS), so `gpj.\u202Etxt` reads `txt.jpg` (issue 29); nobody types them. The bidi
 * marks (LRM U+200E, RLM U+200F, ALM U+061C) stay allowed: they only lean neutral characters
 * (digits, punctuation) one way, cannot reverse letters, and Arabic keyboards type them
 * (docs/decisions.md, "Bidi controls").
 */
const BIDI_FORMATTING = /[\u202a-\u202e\u2066-\u2069]/

export type PlainTextOptions = {
  /** Tabs and line breaks allowed. */
  multiline?: boolean
  /**
   * A phone number or a login that may be one: bidi formatting allowed, because the number's
   * digits are read out of it and the text itself is never stored (iOS wraps a copied number
   * in U+202A ... U+202C).
   */
  phoneNumber?: boolean
  /** The message for control characters when it is not the field's `message`. */
  invalid?: string
}

export function isPlainText(
  value: string,
  {
    multiline = false,
    phoneNumber = false,
  }: Pick<PlainTextOptions, 'multiline' | 'phoneNumber'> = {},
): boolean {
  if ((multiline ? CONTROL_BUT_LINES : CONTROL).test(value)) return false
  if (LONE_SURROGATE.test(value)) return false
  return phoneNumber || !BIDI_FORMATTING.test(value)
}
