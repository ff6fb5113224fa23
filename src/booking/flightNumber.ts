import { toAsciiDigits } from '@/lib/digits'

/**
 * A flight number is an IATA airline designator (two characters, letters or a letter and a
 * digit, e.g. MS, SM, G9, 3U) followed by 1 to 4 digits. People write it as "MS 985", "ms-985"
 * or with Arabic-Indic digits; it is stored without spaces in capitals: "MS985". Leading zeros
 * are kept as written ("MS0985"), since airlines print both forms.
 */
const DESIGNATOR = '([A-Z][A-Z0-9]|[0-9][A-Z])'
const FLIGHT_NUMBER = new RegExp(`^${DESIGNATOR}([0-9]{1,4})$`)
/** With a separator, the designator is what comes before it ("M 985" is not M9 85). */
const SEPARATED_FLIGHT_NUMBER = new RegExp(`^${DESIGNATOR} ([0-9]{1,4})$`)

export function normalizeFlightNumber(input: string): string | null {
  const spaced = toAsciiDigits(input)
    .toUpperCase()
    .replace(/[\u200e\u200f]/g, '')
    .trim()
    .replace(/[\s\-.]+/g, ' ')
  const match = spaced.includes(' ')
    ? SEPARATED_FLIGHT_NUMBER.exec(spaced)
    : FLIGHT_NUMBER.exec(spaced)
  return match ? `${match[1]}${match[2]}` : null
}

/** "MS985" -> "MS 985": the airline code apart, as printed on boarding passes. */
export function displayFlightNumber(flightNumber: string): string {
  const match = FLIGHT_NUMBER.exec(flightNumber)
  return match ? `${match[1]} ${match[2]}` : flightNumber
}
