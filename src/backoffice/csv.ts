/**
 * CSV for spreadsheets (RFC 4180): fields with a comma, a quote, a line break or edge spaces are
 * quoted and their quotes doubled; lines end in CRLF; the file starts with a UTF-8 byte order mark
 * so Excel reads Arabic as Arabic. A text that a spreadsheet would run as a formula (`=`, `@`, a
 * tab or carriage return first, or `+`/`-` before something other than a number, like a phone)
 * gets a leading apostrophe, the usual guard against CSV injection.
 */

export type CsvValue = string | number | null | undefined

const BYTE_ORDER_MARK = '\uFEFF'

const FORMULA = /^[=@\t\r]|^[+-](?![\d\s().]*$)/

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (values: readonly CsvValue[]): string => values.map(csvField).join(',')

/** The whole file: the header line, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${BYTE_ORDER_MARK}${[header, ...rows].map(csvLine).join('\r\n')}\r\n`
}

/** A streamed file's start: the byte order mark and the header line. */
export const csvHead = (header: readonly string[]): string =>
  `${BYTE_ORDER_MARK}${csvLine(header)}\r\n`

/** A streamed file's next rows, each line ending in CRLF ('' for none). */
export const csvLines = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.map((row) => `${csvLine(row)}\r\n`).join('')
