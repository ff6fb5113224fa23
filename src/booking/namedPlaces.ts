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

/** A named place's names as a reader's text is matched against them. */
export type NamedPlaceNames = { names: Record<Locale, string>; aliases: string[] }

const ARABIC_LETTER = /\p{Script=Arabic}/u

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `form` as a whole word or words of a text, in any case. */
const wholeWords = (form: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`, 'iu')

/**
 * A location name as a reader of `locale` reads it (issue 42 item 7; decision 0171): a listed
 * hotel, landmark or terminal of the end's place that the text names in the other language or by
 * another spelling is written with its name in `locale` (for Arabic, "Marriott Mena House, Gate 2"
 * reads "ماريوت مينا هاوس, Gate 2": the rest of the text as typed). The stored text stays the
 * booking's snapshot; only its reading changes. A text that already names the place in
 * `locale`, or names none of them in the other language's script, is left as it is; of several,
 * the longest name counts.
 */
export function locationNameIn(
  text: string | null,
  named: readonly NamedPlaceNames[],
  locale: Locale,
): string | null {
  if (!text) return text
  let best: { form: string; name: string } | null = null
  for (const place of named) {
    const name = place.names[locale]?.trim()
    if (!name) continue
    if (wholeWords(name).test(text)) return text
    // Only a name in the other language's script is rewritten: an Arabic reader keeps an Arabic
    // spelling the customer typed, an English one a Latin alias.
    const forms = [...Object.values(place.names), ...place.aliases]
      .map((form) => form.trim())
      .filter((form) => form.length > 2 && ARABIC_LETTER.test(form) !== (locale === 'ar'))
    for (const form of forms) {
      if ((!best || form.length > best.form.length) && wholeWords(form).test(text)) {
        best = { form, name }
      }
    }
  }
  const chosen = best
  return chosen ? text.replace(wholeWords(chosen.form), () => chosen.name) : text
}
