import type { Payload } from 'payload'

import type { NamedPlaceKind } from '@/booking/namedPlaces'

import { type Localized, SEED_CONTEXT } from '../media'

/** A hotel, landmark or terminal of the demo data, under the priced place (by code) it books. */
export type SeedNamedPlace = {
  place: string
  kind: NamedPlaceKind
  name: Localized
  aliases: string[]
}

const hotel = (place: string, en: string, ar: string, aliases: string[]): SeedNamedPlace => ({
  place,
  kind: 'hotel',
  name: { en, ar },
  aliases,
})

/**
 * The main hotels of the three regions, and a few landmarks and stations visitors name instead of
 * a district (decision 0137), each under the district or hotel zone whose prices apply.
 */
export const NAMED_PLACES: SeedNamedPlace[] = [
  // Cairo and Giza
  hotel('cai-pyramids', 'Marriott Mena House', 'ماريوت مينا هاوس', [
    'Mena House',
    'مينا هاوس',
    'Mena House Hotel',
  ]),
  hotel('cai-garden-city', 'Four Seasons Nile Plaza', 'فور سيزونز نايل بلازا', [
    'Four Seasons Cairo',
    'فورسيزونز',
  ]),
  hotel('cai-garden-city', 'Kempinski Nile Hotel', 'كمبينسكي النيل', [
    'Kempinsky',
    'Kempinski Cairo',
    'كمبنسكي',
  ]),
  hotel('cai-downtown', 'Fairmont Nile City', 'فيرمونت نايل سيتي', [
    'Nile City Towers',
    'أبراج نايل سيتي',
  ]),
  hotel('cai-downtown', 'The Nile Ritz-Carlton', 'ريتز كارلتون النيل', [
    'Ritz Carlton Cairo',
    'Nile Ritz',
    'ريتز',
  ]),
  hotel('cai-zamalek', 'Sofitel Cairo Nile El Gezirah', 'سوفيتيل الجزيرة', [
    'Sofitel Gezirah',
    'سوفيتل',
  ]),
  hotel('cai-zamalek', 'Cairo Marriott Hotel', 'فندق ماريوت القاهرة', [
    'Omar Khayyam',
    'عمر الخيام',
    'Marriott Zamalek',
  ]),
  hotel('cai-heliopolis', 'Fairmont Heliopolis', 'فيرمونت هليوبوليس', ['Fairmont Roxy']),
  hotel('cai-new-cairo', 'Dusit Thani LakeView', 'دوسيت ثاني ليك فيو', ['Dusit', 'دوسيت']),
  {
    place: 'cai-pyramids',
    kind: 'landmark',
    name: { en: 'Grand Egyptian Museum', ar: 'المتحف المصري الكبير' },
    aliases: ['GEM'],
  },
  {
    place: 'cai-downtown',
    kind: 'landmark',
    name: { en: 'Egyptian Museum (Tahrir)', ar: 'المتحف المصري بالتحرير' },
    aliases: ['Cairo Museum', 'المتحف المصري'],
  },
  {
    place: 'cai-downtown',
    kind: 'terminal',
    name: { en: 'Ramses Railway Station', ar: 'محطة رمسيس' },
    aliases: ['Cairo Railway Station', 'Masr Station', 'محطة مصر'],
  },

  // Alexandria and the North Coast
  hotel('hbe-san-stefano', 'Four Seasons San Stefano', 'فور سيزونز سان ستيفانو', [
    'Four Seasons Alexandria',
    'San Stefano Grand Plaza',
  ]),
  hotel('hbe-downtown', 'Steigenberger Cecil Hotel', 'شتايجنبرجر سيسيل', [
    'Cecil Hotel',
    'فندق سيسيل',
    'سيسل',
  ]),
  hotel('hbe-miami', 'Hilton Alexandria Corniche', 'هيلتون الإسكندرية كورنيش', [
    'Hilton Alexandria',
    'Sidi Bishr',
  ]),
  hotel('hbe-montaza', 'Helnan Palestine Hotel', 'هلنان فلسطين', [
    'Palestine Hotel',
    'فندق فلسطين',
  ]),
  hotel('hbe-montaza', 'Sheraton Montazah', 'شيراتون المنتزه', ['Sheraton Alexandria']),
  {
    place: 'hbe-downtown',
    kind: 'landmark',
    name: { en: 'Bibliotheca Alexandrina', ar: 'مكتبة الإسكندرية' },
    aliases: ['Library of Alexandria', 'Alexandria Library'],
  },
  {
    place: 'hbe-sidi-gaber',
    kind: 'terminal',
    name: { en: 'Sidi Gaber Railway Station', ar: 'محطة سيدي جابر' },
    aliases: ['Sidi Gaber station'],
  },

  // Hurghada and the Red Sea coast
  hotel('hrg-village-road', 'Steigenberger Al Dau Beach', 'شتايجنبرجر الضو بيتش', [
    'Al Dau',
    'Steigenberger Aldau',
    'ستيجنبرجر',
  ]),
  hotel('hrg-el-dahar', 'Hilton Hurghada Plaza', 'هيلتون الغردقة بلازا', ['Hilton Plaza']),
  hotel('hrg-sakkala', 'Hurghada Marriott Beach Resort', 'ماريوت الغردقة', [
    'Marriott Hurghada',
    'Marriott Red Sea',
  ]),
  hotel('hrg-magawish', 'Jaz Aquamarine Resort', 'جاز أكوامارين', ['Aquamarine', 'أكوامارين']),
  hotel('hrg-sahl-hasheesh', 'Baron Palace Sahl Hasheesh', 'بارون بالاس سهل حشيش', [
    'Baron Palace',
  ]),
  hotel('hrg-el-gouna', 'Mövenpick Resort El Gouna', 'موفنبيك الجونة', ['Movenpick Gouna']),
  hotel('hrg-el-gouna', 'Steigenberger Golf Resort El Gouna', 'شتايجنبرجر جولف الجونة', [
    'Steigenberger Golf',
  ]),
  hotel('hrg-makadi', 'Jaz Makadi Oasis', 'جاز مكادي أويسيس', ['Jaz Makadi']),
  hotel('hrg-soma-bay', 'Kempinski Soma Bay', 'كمبينسكي سوما باي', ['Kempinsky Soma Bay']),
  hotel('hrg-soma-bay', 'Sheraton Soma Bay', 'شيراتون سوما باي', ['Sheraton Soma']),
]

/** The named places of the demo data, under the places that exist (skipped once there are any). */
export async function seedNamedPlaces(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'named-places' })).totalDocs > 0) return false
  const { docs } = await payload.find({ collection: 'places', depth: 0, pagination: false })
  const placeIds = new Map(docs.map((place) => [place.code, place.id]))
  let written = false
  for (const [index, named] of NAMED_PLACES.entries()) {
    const place = placeIds.get(named.place)
    if (place === undefined) continue
    const created = await payload.create({
      collection: 'named-places',
      locale: 'en',
      data: {
        name: named.name.en,
        place,
        kind: named.kind,
        aliases: named.aliases.map((alias) => ({ alias })),
        order: index + 1,
        active: true,
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'named-places',
      id: created.id,
      locale: 'ar',
      data: { name: named.name.ar },
      context: SEED_CONTEXT,
    })
    written = true
  }
  return written
}
