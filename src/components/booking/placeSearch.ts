import { toAsciiDigits } from '@/lib/digits'

import type { AreaGroup, AreaPlace, NamedOption } from './types'

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

/**
 * The words of a query as they are matched: normalized, and the Latin article "el" / "al" left
 * out when other words are typed ("El Dau", "Al-Dau" and "dau" find the same hotel).
 */
export function queryWords(query: string): string[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean)
  const kept = words.filter((word) => word !== 'el' && word !== 'al')
  return kept.length ? kept : words
}

/** The search text of some names: each normalized, and each again without its spaces ("aldau"). */
function searchText(names: string[]): string {
  const normalized = names.map(normalizeSearchText).filter(Boolean)
  return [...normalized, ...normalized.map((name) => name.replace(/ /g, ''))].join(' ')
}

/** A hotel, landmark or terminal of a place with its search text (decision 0137). */
type SearchableNamed = NamedOption & { haystack: string }

export type SearchablePlace = AreaPlace & {
  regionCode: string
  haystack: string
  /** Shown but not for choosing (a destination without a fixed price from the pickup). */
  unavailable?: boolean
  /** The place's named places, searched by their own names and spellings. */
  namedSearch?: SearchableNamed[]
  /** Set on an option that is one of the place's named places: choosing it books the place. */
  chosenName?: NamedOption
}
/** The key of an option: the place's code, and the named place's id after it. */
export const optionKey = (place: SearchablePlace): string =>
  place.chosenName ? `${place.code}-${place.chosenName.id}` : place.code

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
      ...(place.named?.length
        ? {
            namedSearch: place.named.map((named) => ({
              ...named,
              haystack: searchText([named.names.en, named.names.ar, ...named.aliases]),
            })),
          }
        : {}),
    })),
  }))
}

/**
 * The groups with the places matching `query`: every word typed must appear in the place's
 * search text; a place's named places that match follow it as options of their own (only when
 * something is typed: the list would be too long otherwise). Groups keep their order and their places theirs (airports first); an empty query
 * matches everything, except the unavailable places when there are others: those are shown only
 * to a visitor who looks for them, to say why they cannot be chosen.
 */
export function filterGroups(groups: SearchableGroup[], query: string): SearchableGroup[] {
  const words = queryWords(query)
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
      places: group.places.flatMap((place) => {
        const matches = (haystack: string) => words.every((word) => haystack.includes(word))
        const named = (place.namedSearch ?? [])
          .filter((option) => matches(option.haystack))
          .map(({ id, names, aliases }) => ({ ...place, chosenName: { id, names, aliases } }))
        return matches(place.haystack) ? [place, ...named] : named
      }),
    }))
    .filter((group) => group.places.length > 0)
}

/**
 * The available place, or named place of one, whose name (in either language) is exactly `text`,
 * if exactly one is.
 */
export function placeNamed(groups: SearchableGroup[], text: string): SearchablePlace | null {
  const wanted = normalizeSearchText(text)
  if (!wanted) return null
  const isWanted = (names: { en: string; ar: string }) =>
    normalizeSearchText(names.en) === wanted || normalizeSearchText(names.ar) === wanted
  const found = groups.flatMap((group) =>
    group.places.flatMap((place) =>
      place.unavailable
        ? []
        : [
            ...(isWanted(place.names) ? [place] : []),
            ...(place.namedSearch ?? [])
              .filter((named) => isWanted(named.names))
              .map(({ id, names, aliases }) => ({ ...place, chosenName: { id, names, aliases } })),
          ],
    ),
  )
  return found.length === 1 ? found[0]! : null
}
