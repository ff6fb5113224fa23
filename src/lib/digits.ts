/**
 * Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits to ASCII, as people type them: the
 * reading side of docs/decisions.md "Numerals" (what is typed is accepted in either system).
 * What the site writes goes through `src/i18n/numerals.ts`.
 */
export function toAsciiDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
}
