import { toAsciiDigits } from '@/lib/digits'

import type { AreaGroup, AreaPlace } from './types'

/**
 * Text as the place search compares it: lower case, no Latin accents, no Arabic vowel marks or
 * tatweel, the Arabic letters people write interchangeably folded together (أ إ آ ا, ة ه, ى ي),
 * punctuation as spaces. "El-Gouna", "el gouna" and "الجونة" / "الجونه" all find the same place.
 */
export function normalizeSearchText(text: string): string {
  return toAsciiDigits(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064a')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export type SearchablePlace = AreaPlace & {
  regionCode: string
  haystack: string
  /** Shown but not for choosing (a destination without a fixed price from the pickup). */
  unavailable?: boolean
}
export type SearchableGroup = Omit<AreaGroup, 'places'> & { places: SearchablePlace[] }

/** Precomputes each place's search text: both names, other spellings, and its region's names. */
export function searchableGroups(groups: AreaGroup[]): SearchableGroup[] {
  return groups.map((group) => ({
    ...group,
    places: group.places.map((place) => ({
      ...place,
      regionCode: group.code,
      haystack: normalizeSearchText(
        [
          place.names.en,
          place.names.ar,
          ...place.searchTerms,
          group.names.en,
          group.names.ar,
          place.isAirport ? 'airport مطار' : '',
        ].join(' '),
      ),
    })),
  }))
}

/**
 * The groups with the places matching `query`: every word typed must appear in the place's
 * search text. Groups keep their order and their places theirs (airports first); an empty query
 * matches everything, except the unavailable places when there are others: those are shown only
 * to a visitor who looks for them, to say why they cannot be chosen.
 */
export function filterGroups(groups: SearchableGroup[], query: string): SearchableGroup[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean)
  if (words.length === 0) {
    const some = groups.some((group) => group.places.some((place) => !place.unavailable))
    if (!some) return groups
    return groups
      .map((group) => ({ ...group, places: group.places.filter((place) => !place.unavailable) }))
      .filter((group) => group.places.length > 0)
  }
  return groups
    .map((group) => ({
      ...group,
      places: group.places.filter((place) => words.every((word) => place.haystack.includes(word))),
    }))
    .filter((group) => group.places.length > 0)
}

/** The available place whose name (in either language) is exactly `text`, if exactly one is. */
export function placeNamed(groups: SearchableGroup[], text: string): SearchablePlace | null {
  const wanted = normalizeSearchText(text)
  if (!wanted) return null
  const found = groups.flatMap((group) =>
    group.places.filter(
      (place) =>
        !place.unavailable &&
        (normalizeSearchText(place.names.en) === wanted ||
          normalizeSearchText(place.names.ar) === wanted),
    ),
  )
  return found.length === 1 ? found[0]! : null
}
