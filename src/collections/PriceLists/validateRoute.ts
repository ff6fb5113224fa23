import type { PayloadRequest, Validate } from 'payload'
import { relationship } from 'payload/shared'

import { adminText } from '@/fields/adminText'

type Id = number | string

const idOf = (value: unknown): Id | null => {
  const id = typeof value === 'object' && value !== null && 'id' in value ? value.id : value
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null
}

async function regionOfPlace(req: PayloadRequest, placeId: Id): Promise<Id | null | undefined> {
  try {
    const place = await req.payload.findByID({
      collection: 'places',
      id: placeId,
      depth: 0,
      req,
      overrideAccess: true,
    })
    return idOf(place.region)
  } catch {
    return undefined
  }
}

type Options = Parameters<Validate<unknown>>[1]

/** A route's end must be a place of the row's region. */
export const placeOfRegion: Validate = async (value, options) => {
  const { data, req } = options as Options & { data: { region?: unknown } }
  const placeId = idOf(value)
  const regionId = idOf(data?.region)
  if (placeId !== null && regionId !== null) {
    const placeRegion = await regionOfPlace(req, placeId)
    if (placeRegion !== undefined && String(placeRegion) !== String(regionId)) {
      return adminText(req, {
        en: 'This place is not in the region of the price list. Choose a place of that region.',
        ar: 'هذا المكان ليس ضمن منطقة قائمة الأسعار. اختر مكانًا من هذه المنطقة.',
      })
    }
  }
  return relationship(value as never, options as never)
}

/**
 * The route's end: a place of the region, not its start, and no other row of the same
 * direction (the price lookup would have to choose between them).
 */
export const sameDirectionRoutes: Validate = async (value, options) => {
  const { data, req, id } = options as Options & { data: { from?: unknown }; id?: Id }
  const placeId = idOf(value)
  const fromId = idOf(data?.from)
  if (placeId !== null && fromId !== null) {
    if (String(placeId) === String(fromId)) {
      return adminText(req, {
        en: 'A route ends at another place than it starts.',
        ar: 'يجب أن ينتهي المسار في مكان غير مكان بدايته.',
      })
    }
    const twins = await req.payload.count({
      collection: 'price-lists',
      where: {
        and: [
          { from: { equals: fromId } },
          { to: { equals: placeId } },
          ...(id !== undefined ? [{ id: { not_equals: id } }] : []),
        ],
      },
      req,
      overrideAccess: true,
    })
    if (twins.totalDocs > 0) {
      return adminText(req, {
        en: 'This route already has a price row in this direction: edit that row instead.',
        ar: 'لهذا المسار سطر أسعار في هذا الاتجاه بالفعل: عدّل ذلك السطر بدلًا من إضافة آخر.',
      })
    }
  }
  return placeOfRegion(value, options)
}
