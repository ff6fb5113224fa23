import type { Locale } from '@/i18n/locales'

/**
 * Named places (decision 0137): hotels, landmarks and terminals under a priced place. The price is
 * the priced place's; the name only tells the driver where to be.
 */
export const NAMED_PLACE_KINDS = ['hotel', 'landmark', 'terminal'] as const
export type NamedPlaceKind = (typeof NAMED_PLACE_KINDS)[number]

/** A named place as the booking rules see it. */
export type BookingNamedPlace = { id: number; placeCode: string; names: Record<Locale, string> }

/** Longest location name kept on a reservation (`BOOKING_TEXT_LIMITS.locationName`). */
const MAX_LENGTH = 200

/**
 * The location name a reservation keeps for an end with a named place: the customer's text when it
 * already names the place (in either language), else the place's name before it.
 */
export function locationWithNamedPlace(
  text: string | null,
  named: BookingNamedPlace,
  language: Locale,
): string {
  const name = named.names[language] || named.names.en
  if (!text) return name
  const lower = text.toLowerCase()
  if (Object.values(named.names).some((each) => each && lower.includes(each.toLowerCase()))) {
    return text
  }
  return `${name}${language === 'ar' ? '، ' : ', '}${text}`.slice(0, MAX_LENGTH)
}
