/**
 * The digits of a search that looks like a phone number, without the leading 0 of a national
 * number ('0100 555 0177' -> '1005550177'), which then matches the stored '+201005550177'.
 * Null when the search is not a phone number.
 */
export function searchDigits(q: string): string | null {
  if (!/^[\d\s+()-]+$/.test(q)) return null
  const digits = q.replace(/\D/g, '').replace(/^0+/, '')
  return digits.length >= 6 ? digits : null
}
