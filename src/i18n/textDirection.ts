import type { Locale } from './locales'

/**
 * Unicode isolates: the text between them keeps its own direction inside a sentence written in
 * the other direction ("+20 10 0555 0123" stays in order inside Arabic). The one home of this rule
 * for pages, emails, SMS, the voucher and the calendar; in JSX, `<bdi dir="ltr">` does the same.
 */
const LEFT_TO_RIGHT_ISOLATE = '\u2066'
const FIRST_STRONG_ISOLATE = '\u2068'
const POP_DIRECTIONAL_ISOLATE = '\u2069'

/** Always left to right: phone numbers, reservation and flight numbers, addresses of pages. */
export const isolateLtr = (text: string) =>
  `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`

/** What somebody typed (a name, a note): it takes the direction of its own first letter. */
export const isolateTyped = (text: string) =>
  `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`

/**
 * `isolateLtr` inside Arabic text. English text is left as it is: the marks would push an English
 * SMS out of the 7-bit alphabet and halve its length.
 */
export const ltrIn = (locale: Locale, text: string) => (locale === 'ar' ? isolateLtr(text) : text)

/** `isolateTyped` inside Arabic text (emails, SMS, calendar); English text is left as it is. */
export const typedIn = (locale: Locale, text: string) =>
  locale === 'ar' ? isolateTyped(text) : text
