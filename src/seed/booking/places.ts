import type { PlaceKind } from '@/booking/trip'

import type { Localized } from '../media'

export type SeedRegion = {
  code: 'CAI' | 'HBE' | 'HRG'
  name: Localized
  /** Region's cash switch: off in Borg Al-Arab, so the cash rule is visible in the demo. */
  cashAllowed: boolean
}

export type SeedPlace = {
  code: string
  region: SeedRegion['code']
  kind: PlaceKind
  name: Localized
  /** Road distance from the region's airport in km: what the demo prices grow with. */
  km: number
  searchTerms?: string
}

export const REGIONS: SeedRegion[] = [
  { code: 'CAI', name: { en: 'Cairo', ar: 'القاهرة' }, cashAllowed: true },
  {
    code: 'HBE',
    name: { en: 'Borg Al-Arab (Alexandria)', ar: 'برج العرب (الإسكندرية)' },
    cashAllowed: false,
  },
  {
    code: 'HRG',
    name: { en: 'Hurghada (Red Sea)', ar: 'الغردقة (البحر الأحمر)' },
    cashAllowed: true,
  },
]

/** The airport place of each region. */
export const AIRPORT_CODES: Record<SeedRegion['code'], string> = {
  CAI: 'cai-airport',
  HBE: 'hbe-airport',
  HRG: 'hrg-airport',
}

const cairo = (
  code: string,
  en: string,
  ar: string,
  km: number,
  kind: PlaceKind = 'area',
  searchTerms?: string,
): SeedPlace => ({ code: `cai-${code}`, region: 'CAI', kind, name: { en, ar }, km, searchTerms })
const alexandria = (
  code: string,
  en: string,
  ar: string,
  km: number,
  kind: PlaceKind = 'area',
  searchTerms?: string,
): SeedPlace => ({ code: `hbe-${code}`, region: 'HBE', kind, name: { en, ar }, km, searchTerms })
const redSea = (
  code: string,
  en: string,
  ar: string,
  km: number,
  kind: PlaceKind = 'area',
  searchTerms?: string,
): SeedPlace => ({ code: `hrg-${code}`, region: 'HRG', kind, name: { en, ar }, km, searchTerms })

/** Airports first, then the districts and hotel zones of each region, nearest first. */
export const PLACES: SeedPlace[] = [
  {
    code: AIRPORT_CODES.CAI,
    region: 'CAI',
    kind: 'airport',
    name: { en: 'Cairo International Airport (CAI)', ar: 'مطار القاهرة الدولي' },
    km: 0,
    searchTerms: 'CAI, Terminal 1, Terminal 2, Terminal 3, مطار القاهرة',
  },
  {
    code: AIRPORT_CODES.HBE,
    region: 'HBE',
    kind: 'airport',
    name: { en: 'Borg El Arab International Airport (HBE)', ar: 'مطار برج العرب الدولي' },
    km: 0,
    searchTerms: 'HBE, Alexandria airport, مطار الإسكندرية',
  },
  {
    code: AIRPORT_CODES.HRG,
    region: 'HRG',
    kind: 'airport',
    name: { en: 'Hurghada International Airport (HRG)', ar: 'مطار الغردقة الدولي' },
    km: 0,
    searchTerms: 'HRG, Hurghada airport',
  },

  // Cairo and Giza
  cairo('heliopolis', 'Heliopolis', 'مصر الجديدة', 10, 'area', 'Masr El Gedida, Korba, Roxy'),
  cairo('nasr-city', 'Nasr City', 'مدينة نصر', 14, 'area', 'Madinet Nasr, City Stars'),
  cairo('obour', 'El Obour City', 'مدينة العبور', 22),
  cairo(
    'new-cairo',
    'New Cairo (Fifth Settlement)',
    'القاهرة الجديدة (التجمع الخامس)',
    20,
    'area',
    'Tagamoa, El Tagamoa El Khames, Fifth Settlement, التجمع',
  ),
  cairo('rehab', 'Al Rehab City', 'مدينة الرحاب', 22),
  cairo('madinaty', 'Madinaty', 'مدينتي', 30),
  cairo('shorouk', 'El Shorouk City', 'مدينة الشروق', 30),
  cairo(
    'new-capital',
    'New Administrative Capital',
    'العاصمة الإدارية الجديدة',
    50,
    'area',
    'NAC, New Capital, العاصمة',
  ),
  cairo('mokattam', 'Mokattam', 'المقطم', 25),
  cairo(
    'downtown',
    'Downtown Cairo (Tahrir)',
    'وسط البلد (التحرير)',
    22,
    'hotel-zone',
    'Wust El Balad, Tahrir Square, Ramses, وسط القاهرة',
  ),
  cairo('garden-city', 'Garden City', 'جاردن سيتي', 23, 'hotel-zone', 'Nile Corniche, Kasr El Nil'),
  cairo('zamalek', 'Zamalek', 'الزمالك', 24, 'hotel-zone', 'Gezira'),
  cairo('manial', 'Manial', 'المنيل', 25),
  cairo('maadi', 'Maadi', 'المعادي', 30, 'area', 'Degla, Sarayat El Maadi'),
  cairo('dokki', 'Dokki', 'الدقي', 26),
  cairo('mohandessin', 'Mohandessin', 'المهندسين', 27, 'area', 'Mohandiseen, Agouza, العجوزة'),
  cairo('haram', 'Al Haram and Faisal', 'الهرم وفيصل', 36, 'area', 'Haram Street, Faisal'),
  cairo(
    'pyramids',
    'Giza Pyramids area',
    'منطقة أهرامات الجيزة',
    42,
    'hotel-zone',
    'Giza Plateau, Grand Egyptian Museum, GEM, Nazlet El Semman, المتحف المصري الكبير',
  ),
  cairo('sheikh-zayed', 'Sheikh Zayed City', 'مدينة الشيخ زايد', 48, 'area', 'Zayed'),
  cairo(
    'october',
    '6th of October City',
    'مدينة السادس من أكتوبر',
    52,
    'area',
    'October, Sixth of October, أكتوبر',
  ),

  // Alexandria and the North Coast, from Borg El Arab airport
  alexandria('borg-el-arab-city', 'New Borg El Arab City', 'مدينة برج العرب الجديدة', 12),
  alexandria('king-mariout', 'King Mariout', 'كينج مريوط', 28),
  alexandria(
    'agami',
    'Agami and Hannoville',
    'العجمي والهانوفيل',
    33,
    'area',
    'El Agamy, Bitash, البيطاش',
  ),
  alexandria(
    'port',
    'Alexandria Port (cruise terminal)',
    'ميناء الإسكندرية (رصيف الرحلات البحرية)',
    45,
  ),
  alexandria(
    'downtown',
    'Downtown Alexandria (Raml Station)',
    'وسط الإسكندرية (محطة الرمل)',
    48,
    'hotel-zone',
    'Raml Station, Mansheya, Corniche, محطة الرمل, المنشية',
  ),
  alexandria('smouha', 'Smouha', 'سموحة', 47),
  alexandria('sidi-gaber', 'Sidi Gaber', 'سيدي جابر', 50, 'area', 'Sidi Gaber station'),
  alexandria('stanley', 'Stanley', 'ستانلي', 53),
  alexandria('san-stefano', 'San Stefano', 'سان ستيفانو', 56, 'hotel-zone'),
  alexandria('miami', 'Miami (Alexandria)', 'ميامي', 61),
  alexandria('montaza', 'Montaza', 'المنتزه', 65, 'hotel-zone', 'Montazah, Maamoura, المعمورة'),
  alexandria('abu-qir', 'Abu Qir', 'أبو قير', 75, 'area', 'Abukir'),
  alexandria(
    'marina',
    'Marina El Alamein',
    'مارينا العلمين',
    88,
    'hotel-zone',
    'North Coast, Sahel, الساحل الشمالي',
  ),
  alexandria(
    'new-alamein',
    'New Alamein City',
    'مدينة العلمين الجديدة',
    95,
    'hotel-zone',
    'El Alamein, Alamein Towers, العلمين',
  ),

  // Hurghada and the Red Sea coast, from Hurghada airport
  redSea('sakkala', 'Sakkala', 'السقالة', 6, 'area', 'Sekalla, Sheraton Road, شارع الشيراتون'),
  redSea('marina', 'Hurghada Marina', 'مارينا الغردقة', 7, 'area', 'New Marina, Marina Boulevard'),
  redSea('el-kawther', 'El Kawther', 'الكوثر', 7),
  redSea(
    'el-dahar',
    'El Dahar (Old Hurghada)',
    'الدهار (الغردقة القديمة)',
    9,
    'area',
    'Dahar, Downtown Hurghada',
  ),
  redSea(
    'village-road',
    'Village Road resorts',
    'منتجعات طريق القرى السياحية',
    9,
    'hotel-zone',
    'Touristic Villages Road',
  ),
  redSea('magawish', 'Magawish', 'مجاويش', 13, 'hotel-zone'),
  redSea('al-ahyaa', 'Al Ahyaa', 'الأحياء', 18, 'area', 'Mubarak 7, El Ahyaa'),
  redSea('sahl-hasheesh', 'Sahl Hasheesh', 'سهل حشيش', 20, 'hotel-zone'),
  redSea('el-gouna', 'El Gouna', 'الجونة', 25, 'hotel-zone', 'Gouna'),
  redSea('makadi', 'Makadi Bay', 'خليج مكادي', 32, 'hotel-zone', 'Makadi'),
  redSea('soma-bay', 'Soma Bay', 'سوما باي', 48, 'hotel-zone', 'Abu Soma'),
  redSea('safaga', 'Safaga', 'سفاجا', 56, 'area', 'Port Safaga, ميناء سفاجا'),
  redSea('el-quseir', 'El Quseir', 'القصير', 140, 'area', 'Quseir, Qusair'),
]

/** A few routes between two areas, with their road distance in km. */
export const AREA_ROUTES: { from: string; to: string; km: number }[] = [
  { from: 'cai-downtown', to: 'cai-pyramids', km: 20 },
  { from: 'cai-zamalek', to: 'cai-pyramids', km: 18 },
  { from: 'cai-downtown', to: 'cai-new-cairo', km: 30 },
  { from: 'cai-heliopolis', to: 'cai-pyramids', km: 38 },
  { from: 'cai-new-cairo', to: 'cai-october', km: 55 },
  { from: 'cai-zamalek', to: 'cai-new-capital', km: 58 },
  { from: 'hbe-downtown', to: 'hbe-montaza', km: 17 },
  { from: 'hbe-downtown', to: 'hbe-new-alamein', km: 110 },
  { from: 'hbe-montaza', to: 'hbe-marina', km: 120 },
  { from: 'hrg-sakkala', to: 'hrg-el-gouna', km: 25 },
  { from: 'hrg-sakkala', to: 'hrg-makadi', km: 34 },
  { from: 'hrg-el-gouna', to: 'hrg-soma-bay', km: 72 },
  { from: 'hrg-sahl-hasheesh', to: 'hrg-el-gouna', km: 42 },
]

/** Every priced route of the demo data: each place from its airport, then the area routes. */
export const seededRoutes = (): { from: string; to: string; km: number }[] => [
  ...PLACES.filter((place) => place.kind !== 'airport').map((place) => ({
    from: AIRPORT_CODES[place.region],
    to: place.code,
    km: place.km,
  })),
  ...AREA_ROUTES,
]
