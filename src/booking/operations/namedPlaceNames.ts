import type { Payload } from 'payload'

import type { NamedPlaceNames } from '@/booking/namedPlaces'

import { namesOf } from './catalog'

/**
 * The hotels, landmarks and terminals listed under each of these place codes, with their names in
 * both languages and their other spellings, active or not: a reservation keeps its ends' codes and
 * the text the customer booked with, and a reader of the other language reads the listed name in
 * theirs (`locationNameIn`, decision 0171).
 */
export async function namedPlaceNames(
  payload: Payload,
  codes: string[],
): Promise<Map<string, NamedPlaceNames[]>> {
  const wanted = [...new Set(codes.filter(Boolean))]
  const byCode = new Map<string, NamedPlaceNames[]>()
  if (wanted.length === 0) return byCode
  const { docs } = await payload.find({
    collection: 'named-places',
    where: { 'place.code': { in: wanted } },
    depth: 1,
    locale: 'all',
    pagination: false,
    overrideAccess: true,
    populate: { places: { code: true } },
  })
  for (const named of docs) {
    const code = typeof named.place === 'object' ? named.place?.code : null
    if (!code) continue
    const entry: NamedPlaceNames = {
      names: namesOf(named.name as Parameters<typeof namesOf>[0]),
      aliases: (named.aliases ?? []).map((row) => row.alias.trim()).filter(Boolean),
    }
    byCode.set(code, [...(byCode.get(code) ?? []), entry])
  }
  return byCode
}
