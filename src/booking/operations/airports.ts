import type { Payload } from 'payload'

/**
 * Which of these place codes are airports (a place of kind 'airport'), whether the place is still
 * active or not: a reservation keeps its places' codes, and where the driver meets the traveller
 * (the arrivals hall or the pickup address) follows from them.
 */
export async function airportCodes(payload: Payload, codes: string[]): Promise<Set<string>> {
  const wanted = [...new Set(codes.filter(Boolean))]
  if (wanted.length === 0) return new Set()
  const found = await payload.find({
    collection: 'places',
    where: { code: { in: wanted }, kind: { equals: 'airport' } },
    depth: 0,
    limit: wanted.length,
    pagination: false,
    overrideAccess: true,
    select: { code: true },
  })
  return new Set(found.docs.map((place) => place.code))
}
