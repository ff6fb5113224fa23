import type { Payload } from 'payload'

import type { ExtraKind } from '@/booking/extras'

import { SEED_CONTEXT } from '../media'

type SeedExtra = {
  kind: ExtraKind
  name: { en: string; ar: string }
  maxQuantity: number
  /** Unit price in whole pounds per region (the name sign is free everywhere). */
  pounds: Record<'CAI' | 'HBE' | 'HRG', number>
}

/** The demo extras: what a transfer company in Egypt charges beside the car (decision 0130). */
const EXTRAS: SeedExtra[] = [
  {
    kind: 'child-seat',
    name: { en: 'Child seat (9-18 kg)', ar: 'مقعد أطفال (من ٩ إلى ١٨ كجم)' },
    maxQuantity: 3,
    pounds: { CAI: 150, HBE: 150, HRG: 120 },
  },
  {
    kind: 'booster-seat',
    name: { en: 'Booster seat (15-36 kg)', ar: 'مقعد رافع (من ١٥ إلى ٣٦ كجم)' },
    maxQuantity: 3,
    pounds: { CAI: 100, HBE: 100, HRG: 80 },
  },
  {
    kind: 'name-sign',
    name: { en: 'Meet and greet with a name sign', ar: 'استقبال بلافتة تحمل الاسم' },
    maxQuantity: 1,
    pounds: { CAI: 0, HBE: 0, HRG: 0 },
  },
  {
    kind: 'extra-stop',
    name: { en: 'Extra stop on the way', ar: 'توقف إضافي في الطريق' },
    maxQuantity: 3,
    pounds: { CAI: 200, HBE: 250, HRG: 150 },
  },
  {
    kind: 'extra-luggage',
    name: { en: 'Extra large bag', ar: 'حقيبة كبيرة إضافية' },
    maxQuantity: 5,
    pounds: { CAI: 100, HBE: 100, HRG: 80 },
  },
]

/** The extras of the regions that exist, codes like `cai-child-seat`. */
export async function seedExtras(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'extras' })).totalDocs > 0) return false
  const { docs: regions } = await payload.find({
    collection: 'regions',
    depth: 0,
    pagination: false,
  })
  for (const region of regions) {
    const code = region.code as keyof SeedExtra['pounds']
    for (const [index, extra] of EXTRAS.entries()) {
      const created = await payload.create({
        collection: 'extras',
        locale: 'en',
        data: {
          code: `${code.toLowerCase()}-${extra.kind}`,
          name: extra.name.en,
          region: region.id,
          kind: extra.kind,
          unitPrice: (extra.pounds[code] ?? 0) * 100,
          maxQuantity: extra.maxQuantity,
          active: true,
          order: index + 1,
        },
        context: SEED_CONTEXT,
      })
      await payload.update({
        collection: 'extras',
        id: created.id,
        locale: 'ar',
        data: { name: extra.name.ar },
        context: SEED_CONTEXT,
      })
    }
  }
  return true
}
