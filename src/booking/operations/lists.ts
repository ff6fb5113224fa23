import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Place } from '@/payload-types'

import { type Names, namesOf } from './catalog'

export type NationalityEntry = { code: string; names: Names }
export type Nationality = { code: string; name: string }
export type AirlineEntry = { code: string; names: Names; airports: string[] }

type Localized = Parameters<typeof namesOf>[0]

export async function loadNationalities(payload: Payload): Promise<NationalityEntry[]> {
  const { docs } = await payload.find({
    collection: 'nationalities',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => ({ code: doc.code, names: namesOf(doc.name as Localized) }))
}

/** The nationality we expect most often comes first; the rest follow by name. */
const FIRST_NATIONALITY = 'EG'
const sortedNationalities = new WeakMap<NationalityEntry[], Map<Locale, Nationality[]>>()

/** `GET /api/nationalities`: names in `locale`, Egypt first, then alphabetical in that language. */
export function nationalitiesIn(entries: NationalityEntry[], locale: Locale): Nationality[] {
  let byLocale = sortedNationalities.get(entries)
  if (!byLocale) {
    byLocale = new Map()
    sortedNationalities.set(entries, byLocale)
  }
  const cached = byLocale.get(locale)
  if (cached) return cached
  const collator = new Intl.Collator(locale)
  const list = entries
    .map((entry) => ({ code: entry.code, name: entry.names[locale] }))
    .sort((a, b) =>
      a.code === FIRST_NATIONALITY
        ? -1
        : b.code === FIRST_NATIONALITY
          ? 1
          : collator.compare(a.name, b.name),
    )
  byLocale.set(locale, list)
  return list
}

/** `GET /api/airlines`: the active airlines in the staff's order, with the airports they serve. */
export async function loadAirlines(payload: Payload): Promise<AirlineEntry[]> {
  const { docs } = await payload.find({
    collection: 'airlines',
    locale: 'all',
    depth: 1,
    pagination: false,
    overrideAccess: true,
    where: { active: { not_equals: false } },
    sort: ['order', 'code'],
  })
  return docs.map((doc) => ({
    code: doc.code,
    names: namesOf(doc.name as Localized),
    airports: (doc.airports ?? [])
      .filter((airport): airport is Place => typeof airport === 'object' && airport !== null)
      .filter((airport) => airport.active !== false)
      .map((airport) => airport.code),
  }))
}
