import type { Locale } from '@/i18n/locales'
import type { MessageKey, MessageValues } from '@/i18n/messageKeys'

type Translate = (locale: Locale, key: MessageKey, values?: MessageValues) => string

/**
 * Where the driver meets the traveller at the start of a leg, as the voucher and the confirmation
 * email say it: at an airport in the arrivals hall, holding a sign with the traveller's name;
 * anywhere else at the pickup address given. `place` and `name` come ready for the sentence
 * (isolated in Arabic where they are Latin).
 */
export function meetingPointText(
  translate: Translate,
  locale: Locale,
  leg: { place: string; atAirport: boolean; name: string },
): string {
  return leg.atAirport
    ? translate(locale, 'reservation.meeting.airport', { place: leg.place, name: leg.name })
    : translate(locale, 'reservation.meeting.address', { place: leg.place })
}
