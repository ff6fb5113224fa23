import type { Payload } from 'payload'

import type { Localized } from '../media'

import { SEED_CONTEXT } from '../media'

import { AIRPORT_CODES } from './places'

type Airport = keyof typeof AIRPORT_CODES
type SeedAirline = { code: string; name: Localized; airports: Airport[] }

const airline = (code: string, en: string, ar: string, airports: Airport[]): SeedAirline => ({
  code,
  name: { en, ar },
  airports,
})

/**
 * Airlines with scheduled or regular seasonal flights to Cairo, Borg El Arab and Hurghada, Egypt's
 * own carriers first. Which airport each one serves is demo data: staff keep it current.
 */
export const AIRLINES: SeedAirline[] = [
  airline('MS', 'EgyptAir', 'مصر للطيران', ['CAI', 'HBE', 'HRG']),
  airline('SM', 'Air Cairo', 'إير كايرو', ['CAI', 'HBE', 'HRG']),
  airline('NP', 'Nile Air', 'النيل للطيران', ['CAI', 'HBE', 'HRG']),
  airline('NE', 'Nesma Airlines', 'طيران نسما', ['CAI', 'HRG']),
  airline('E5', 'Air Arabia Egypt', 'العربية للطيران مصر', ['HBE', 'CAI']),
  airline('SV', 'Saudia', 'الخطوط السعودية', ['CAI', 'HBE']),
  airline('XY', 'flynas', 'طيران ناس', ['CAI', 'HBE']),
  airline('F3', 'flyadeal', 'طيران أديل', ['CAI']),
  airline('EK', 'Emirates', 'طيران الإمارات', ['CAI']),
  airline('FZ', 'flydubai', 'فلاي دبي', ['CAI', 'HBE']),
  airline('G9', 'Air Arabia', 'العربية للطيران', ['CAI', 'HBE']),
  airline('EY', 'Etihad Airways', 'الاتحاد للطيران', ['CAI']),
  airline('QR', 'Qatar Airways', 'الخطوط الجوية القطرية', ['CAI']),
  airline('GF', 'Gulf Air', 'طيران الخليج', ['CAI']),
  airline('KU', 'Kuwait Airways', 'الخطوط الجوية الكويتية', ['CAI']),
  airline('J9', 'Jazeera Airways', 'طيران الجزيرة', ['CAI', 'HBE']),
  airline('WY', 'Oman Air', 'الطيران العُماني', ['CAI']),
  airline('RJ', 'Royal Jordanian', 'الملكية الأردنية', ['CAI']),
  airline('ME', 'Middle East Airlines', 'طيران الشرق الأوسط', ['CAI']),
  airline('TK', 'Turkish Airlines', 'الخطوط الجوية التركية', ['CAI', 'HBE', 'HRG']),
  airline('PC', 'Pegasus Airlines', 'طيران بيغاسوس', ['CAI', 'HRG']),
  airline('LH', 'Lufthansa', 'لوفتهانزا', ['CAI']),
  airline('AF', 'Air France', 'الخطوط الجوية الفرنسية', ['CAI']),
  airline('BA', 'British Airways', 'الخطوط الجوية البريطانية', ['CAI']),
  airline('KL', 'KLM Royal Dutch Airlines', 'الخطوط الجوية الملكية الهولندية', ['CAI']),
  airline('LX', 'Swiss International Air Lines', 'الخطوط الجوية الدولية السويسرية', ['CAI']),
  airline('OS', 'Austrian Airlines', 'الخطوط الجوية النمساوية', ['CAI']),
  airline('AZ', 'ITA Airways', 'إيتا إيرويز', ['CAI']),
  airline('ET', 'Ethiopian Airlines', 'الخطوط الجوية الإثيوبية', ['CAI']),
  airline('AT', 'Royal Air Maroc', 'الخطوط الملكية المغربية', ['CAI']),
  airline('TU', 'Tunisair', 'الخطوط التونسية', ['CAI']),
  airline('SU', 'Aeroflot', 'إيروفلوت', ['CAI', 'HRG']),
  airline('U2', 'easyJet', 'إيزي جت', ['HRG']),
  airline('EW', 'Eurowings', 'يورووينجز', ['HRG']),
  airline('DE', 'Condor', 'كوندور', ['HRG']),
  airline('X3', 'TUI fly', 'توي فلاي', ['HRG']),
  airline('BY', 'TUI Airways', 'توي إيروايز', ['HRG']),
  airline('XQ', 'SunExpress', 'صن إكسبريس', ['HRG']),
]

/** The airlines, linked to the airport places (seeded before them). */
export async function seedAirlines(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'airlines' })).totalDocs > 0) return false
  const { docs: airports } = await payload.find({
    collection: 'places',
    where: { kind: { equals: 'airport' } },
    depth: 0,
    pagination: false,
  })
  const airportId = new Map(airports.map((place) => [place.code, place.id]))
  for (const [index, { code, name, airports: served }] of AIRLINES.entries()) {
    const created = await payload.create({
      collection: 'airlines',
      locale: 'en',
      data: {
        code,
        name: name.en,
        airports: served.flatMap((airport) => airportId.get(AIRPORT_CODES[airport]) ?? []),
        order: index + 1,
        active: true,
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'airlines',
      id: created.id,
      locale: 'ar',
      data: { name: name.ar },
      context: SEED_CONTEXT,
    })
  }
  return true
}
