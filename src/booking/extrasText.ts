import type { Locale } from '@/i18n/locales'
import type { MessageKey, MessageValues } from '@/i18n/messages'

import type { ExtraLine } from './extras'
import { formatPiasters } from './money'

/**
 * The booked extras as one line of text in `locale` (the voucher, the emails, the SMS): "1 × Child
 * seat (EGP 300), 1 × Name sign (Free)", each with its total for the trip. Empty without extras.
 */
export function extrasText(
  lines: readonly Pick<ExtraLine, 'nameEn' | 'nameAr' | 'quantity' | 'total'>[],
  locale: Locale,
  translate: (locale: Locale, key: MessageKey, values?: MessageValues) => string,
): string {
  return lines
    .map((line) => {
      const name = translate(locale, 'booking.extras.line', {
        count: line.quantity,
        name: locale === 'ar' ? line.nameAr : line.nameEn,
      })
      const price =
        line.total === 0
          ? translate(locale, 'booking.extras.free')
          : formatPiasters(line.total, locale)
      return `${name} (${price})`
    })
    .join(locale === 'ar' ? '، ' : ', ')
}
