import { toAsciiDigits } from '../lib/digits'

/** The length of a one-time code (`ONE_TIME_CODE.length`, kept here free of the server's crypto). */
const CODE_LENGTH = 6

/**
 * The one-time code in what a customer typed, pasted or had filled in by the phone's SMS
 * autofill: six digits in either numeral system, spaces ignored; null while it is not complete.
 * A complete code is sent at once: no button to find after the sixth digit.
 */
export function completeCode(typed: string): string | null {
  const code = toAsciiDigits(typed).replace(/\s/g, '')
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? code : null
}
