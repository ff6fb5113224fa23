import type { Locale } from './locales'

/**
 * What stands between items on one line (decision 0182). English uses a middle dot ("Sedan ·
 * EGP 480"); in Arabic a middle dot reads as the Arabic-Indic zero (٠) beside numbers, so Arabic
 * separates items with the Arabic comma ("سيدان، ٤٨٠ ج.م.") and a page's title from the site's
 * name with a dash. The one home of these marks: pages, the desk, the driver's page and the
 * catalogues' texts use them, and `tests/unit/separators.spec.ts` keeps the middle dot out of
 * the Arabic catalogue.
 */
const ITEM: Record<Locale, string> = { en: ' · ', ar: '، ' }
const TITLE: Record<Locale, string> = { en: ' · ', ar: ' - ' }

/** Between items on one line: " · " / "، ". */
export const itemSeparator = (locale: Locale) => ITEM[locale]

/** Between a page's title and the site's name: " · " / " - ". */
export const titleSeparator = (locale: Locale) => TITLE[locale]

/** The items that have a text, on one line in the reader's language. */
export const joinItems = (items: readonly (string | null | undefined | false)[], locale: Locale) =>
  items.filter(Boolean).join(ITEM[locale])
